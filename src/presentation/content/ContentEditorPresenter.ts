import { makeAutoObservable } from 'mobx';
import type { ContentDraft, ContentType } from '../../domain/content/Content';
import { problemsOf } from '../../domain/content/ContentDraftRules';
import { checkedHttpsUrl } from '../../domain/security/SafeUrl';
import { INPUT_LIMITS } from '../../domain/input/InputLimits';
import { lengthNote, type FieldNote } from '../kit/lengthNote';
import type { I18n } from '../i18n/I18n';

export interface EditorStart {
  /** The types the member may choose (for an edit, the content's own type is always one). */
  types: readonly ContentType[];
  draft: ContentDraft;
  /** Why the last save failed: the form opens again with what was typed, and says why. */
  failure?: string;
}

/**
 * The writing form of "New post" and of editing a content (spec §6): type, title, text and an
 * optional https cover, checked before sending, with a preview. Title and text count their characters near
 * their limits (200 and 50,000, DESIGN.md Conventions) and are refused past them. Saving hands the draft to whoever opened
 * the form (the feed creates it, the content page edits it, optimistically).
 */
export class ContentEditorPresenter {
  type: ContentType;
  title: string;
  body: string;
  cover: string;
  tab: 'write' | 'preview' = 'write';
  private submittedOnce = false;
  readonly failure: string;
  readonly types: readonly ContentType[];

  constructor(
    private readonly i18n: I18n,
    start: EditorStart,
  ) {
    this.types = start.types;
    this.type = start.draft.type;
    this.title = start.draft.title;
    this.body = start.draft.body;
    this.cover = start.draft.cover ?? '';
    this.failure = start.failure ?? '';
    makeAutoObservable<ContentEditorPresenter, 'i18n'>(this, { i18n: false }, { autoBind: true });
  }

  /** The type picker is there only when there is a choice. */
  get offersTypeChoice(): boolean {
    return this.types.length > 1;
  }

  /** A cover that passes goes on (previewed and sent) as checked: the browser would read `https:cdn.example` otherwise. */
  get draft(): ContentDraft {
    const cover = this.cover.trim();
    return { type: this.type, title: this.title.trim(), body: this.body.trim(), cover: cover === '' ? null : (checkedHttpsUrl(cover) ?? cover) };
  }

  /** The cover the preview shows: only an address the form would accept. */
  get previewCover(): string | null {
    return problemsOf(this.draft).cover ? null : (this.draft.cover ?? null);
  }

  /**
   * Field errors, shown once the member tried to save (not while they are still typing the first time). A text
   * over its limit is said at once, by its field's note.
   */
  get errors(): Partial<Record<'title' | 'body' | 'cover', string>> {
    if (!this.submittedOnce) return {};
    const problems = problemsOf(this.draft);
    return {
      title: problems.title === 'required' ? this.i18n.t('community.editor.titleRequired') : undefined,
      body: problems.body === 'required' ? this.i18n.t('community.editor.bodyRequired') : undefined,
      cover: problems.cover && this.i18n.t('community.editor.coverHttps'),
    };
  }

  get titleNote(): FieldNote {
    return lengthNote(this.i18n, this.title, INPUT_LIMITS.contentTitle, { problem: this.errors.title });
  }

  get bodyNote(): FieldNote {
    return lengthNote(this.i18n, this.body, INPUT_LIMITS.contentBody, { problem: this.errors.body });
  }

  typeChosen(type: ContentType): void {
    if (this.types.includes(type)) this.type = type;
  }

  titleTyped(text: string): void {
    this.title = text;
  }

  bodyTyped(text: string): void {
    this.body = text;
  }

  coverTyped(text: string): void {
    this.cover = text;
  }

  tabChosen(tab: 'write' | 'preview'): void {
    this.tab = tab;
  }

  /** The draft to send, or null when a field needs the member (the form shows which, on the write tab). */
  saveClicked(): ContentDraft | null {
    this.submittedOnce = true;
    if (Object.keys(problemsOf(this.draft)).length > 0) {
      this.tab = 'write';
      return null;
    }
    return this.draft;
  }
}
