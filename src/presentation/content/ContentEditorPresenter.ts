import { makeAutoObservable } from 'mobx';
import type { PictureUploader } from '../../application/ports/PictureUploader';
import type { PreparePicture } from '../../application/usecases/content/PreparePicture';
import type { ContentDraft, ContentType } from '../../domain/content/Content';
import { problemsOf, type ContentDraftField } from '../../domain/content/ContentDraftRules';
import { INPUT_LIMITS } from '../../domain/input/InputLimits';
import { COVER_FRAME } from '../../domain/pictures/PictureLimits';
import { errorMessageOf } from '../kit/errorMessage';
import { lengthNote, type FieldNote } from '../kit/lengthNote';
import { instantOfLocalInput, localInputOf } from '../kit/localDateTime';
import { serverFieldErrors } from '../kit/serverFieldErrors';
import { PictureSending } from '../pictures';
import type { I18n } from '../i18n/I18n';

export interface EditorStart {
  /** The types the member may choose (for an edit, the content's own type is always one). */
  types: readonly ContentType[];
  draft: ContentDraft;
  /** Why the last save failed: the form opens again with what was typed, and says why. */
  failure?: string;
  /** The server's reasons by field (a 422 `ValidationError`), shown under each. */
  fieldFailures?: Partial<Record<ContentDraftField, string>>;
}

const DRAFT_FIELDS: readonly ContentDraftField[] = ['title', 'body', 'cover', 'mediaUrl', 'startsAt'];

/** The form again after a refused save: what was typed, why, and the server's reasons on their fields. */
export function editorAgain(start: Pick<EditorStart, 'types' | 'draft'>, error: unknown, i18n: I18n): EditorStart {
  const fieldFailures = serverFieldErrors(error, DRAFT_FIELDS);
  return { ...start, failure: errorMessageOf(error, i18n), ...(Object.keys(fieldFailures).length > 0 ? { fieldFailures } : {}) };
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
  /** A video's address, as typed. */
  mediaUrl: string;
  /** An event's start, as the date-time picker has it (where the member is). */
  startsAtLocal: string;
  /** The server's reasons of the last refusal, each until its field changes. */
  private fieldFailures: Partial<Record<ContentDraftField, string>>;
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
    this.mediaUrl = start.draft.mediaUrl ?? '';
    this.startsAtLocal = localInputOf(start.draft.startsAt);
    this.fieldFailures = { ...start.fieldFailures };
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

  /** The member's time zone, which the start is picked in (the browser's). */
  get timeZone(): string {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  }

  /** Videos ask for their address; events for their start. */
  get asksForVideo(): boolean {
    return this.type === 'video';
  }

  get asksForStart(): boolean {
    return this.type === 'event';
  }

  get draft(): ContentDraft {
    const draft: ContentDraft = { type: this.type, title: this.title.trim(), body: this.body.trim(), cover: this.cover.url === '' ? null : this.cover.url };
    // Only the type's own fields go: a video's address typed before choosing "event" is not sent with it.
    if (this.asksForVideo) draft.mediaUrl = this.mediaUrl.trim();
    if (this.asksForStart) draft.startsAt = this.startsAtLocal === '' ? '' : (instantOfLocalInput(this.startsAtLocal) ?? this.startsAtLocal);
    return draft;
  }

  /** The cover already on the server the preview shows when no picture of the device is (an edited content's). */
  get previewCover(): string | null {
    return problemsOf(this.draft).cover ? null : (this.draft.cover ?? null);
  }

  /**
   * Field errors, shown once the member tried to save (not while they are still typing the first time). A text
   * over its limit is said at once, by its field's note.
   */
  get errors(): Partial<Record<ContentDraftField, string>> {
    const server = this.fieldFailures;
    if (!this.submittedOnce) return server;
    const problems = problemsOf(this.draft);
    return {
      title: problems.title === 'required' ? this.i18n.t('community.editor.titleRequired') : server.title,
      body: problems.body === 'required' ? this.i18n.t('community.editor.bodyRequired') : server.body,
      cover: this.cover.unsent ? this.i18n.t('community.editor.picture.notSentYet') : server.cover,
      mediaUrl: problems.mediaUrl ? this.i18n.t(`community.editor.video.${problems.mediaUrl === 'required' ? 'required' : 'notHttps'}`) : server.mediaUrl,
      startsAt: problems.startsAt ? this.i18n.t(`community.editor.event.${problems.startsAt === 'required' ? 'required' : 'invalid'}`) : server.startsAt,
    };
  }

  get titleNote(): FieldNote {
    return lengthNote(this.i18n, this.title, INPUT_LIMITS.contentTitle, { problem: this.errors.title });
  }

  get bodyNote(): FieldNote {
    return lengthNote(this.i18n, this.body, INPUT_LIMITS.contentBody, { problem: this.errors.body });
  }

  typeChosen(type: ContentType): void {
    if (!this.types.includes(type)) return;
    this.type = type;
    delete this.fieldFailures.mediaUrl;
    delete this.fieldFailures.startsAt;
  }

  titleTyped(text: string): void {
    this.title = text;
    delete this.fieldFailures.title;
  }

  bodyTyped(text: string): void {
    this.body = text;
    delete this.fieldFailures.body;
  }

  mediaUrlTyped(text: string): void {
    this.mediaUrl = text;
    delete this.fieldFailures.mediaUrl;
  }

  /** The picker's `yyyy-mm-ddThh:mm` (or '' when cleared). */
  startChosen(value: string): void {
    this.startsAtLocal = value;
    delete this.fieldFailures.startsAt;
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
