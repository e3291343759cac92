import { makeAutoObservable } from 'mobx';
import type { PictureUploader } from '../../application/ports/PictureUploader';
import type { PreparePicture } from '../../application/usecases/content/PreparePicture';
import type { ContentDraft, ContentType } from '../../domain/content/Content';
import { problemsOf } from '../../domain/content/ContentDraftRules';
import { INPUT_LIMITS } from '../../domain/input/InputLimits';
import { COVER_FRAME } from '../../domain/pictures/PictureLimits';
import { lengthNote, type FieldNote } from '../kit/lengthNote';
import { PictureSending } from '../pictures';
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
 * optional cover picture from the device (PictureSending; the post carries the Upload's url, api-contract.md
 * `cover`), with a preview. Title and text count their characters near
 * their limits (200 and 50,000, DESIGN.md Conventions) and are refused past them. Saving hands the draft to whoever opened
 * the form (the feed creates it, the content page edits it, optimistically).
 */
export class ContentEditorPresenter {
  type: ContentType;
  title: string;
  body: string;
  /** The cover: the content's own, or the picture of the device on its way (its url once it arrived). */
  readonly cover: PictureSending;
  tab: 'write' | 'preview' = 'write';
  private submittedOnce = false;
  readonly failure: string;
  readonly types: readonly ContentType[];

  constructor(
    private readonly i18n: I18n,
    preparePicture: Pick<PreparePicture, 'execute'>,
    uploader: Pick<PictureUploader, 'upload'>,
    start: EditorStart,
  ) {
    this.types = start.types;
    this.type = start.draft.type;
    this.title = start.draft.title;
    this.body = start.draft.body;
    this.cover = new PictureSending(i18n, preparePicture, uploader, COVER_FRAME, start.draft.cover ?? '');
    this.failure = start.failure ?? '';
    makeAutoObservable<ContentEditorPresenter, 'i18n'>(this, { i18n: false, cover: false }, { autoBind: true });
  }

  /** An upload still on its way when the form closes is stopped: its picture would belong to no post. */
  mount(): () => void {
    return () => this.cover.stopped();
  }

  /** The type picker is there only when there is a choice. */
  get offersTypeChoice(): boolean {
    return this.types.length > 1;
  }

  get draft(): ContentDraft {
    return { type: this.type, title: this.title.trim(), body: this.body.trim(), cover: this.cover.url === '' ? null : this.cover.url };
  }

  /** The cover already on the server the preview shows when no picture of the device is (an edited content's). */
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
      cover: this.cover.unsent ? this.i18n.t('community.editor.picture.notSentYet') : undefined,
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

  tabChosen(tab: 'write' | 'preview'): void {
    this.tab = tab;
  }

  /** The draft to send, or null when a field needs the member (the form shows which, on the write tab). */
  saveClicked(): ContentDraft | null {
    this.submittedOnce = true;
    if (Object.keys(problemsOf(this.draft)).length > 0 || this.cover.unsent) {
      this.tab = 'write';
      return null;
    }
    return this.draft;
  }
}
