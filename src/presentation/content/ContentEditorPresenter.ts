import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import { PictureError } from '../../application/errors/PictureError';
import type { PictureUploader } from '../../application/ports/PictureUploader';
import type { PreparePicture } from '../../application/usecases/content/PreparePicture';
import type { ContentDraft, ContentType } from '../../domain/content/Content';
import { problemsOf } from '../../domain/content/ContentDraftRules';
import { INPUT_LIMITS } from '../../domain/input/InputLimits';
import { errorMessageOf } from '../kit/errorMessage';
import { lengthNote, type FieldNote } from '../kit/lengthNote';
import type { I18n } from '../i18n/I18n';

/**
 * Where the cover picture is: none or the one held (`idle`), being made ready on the device (`preparing`), on its way
 * with the share sent (`uploading`), or stopped by a failure the member may retry with the same picture (`failed`).
 */
export type CoverUpload =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'failed'; reason: string };

export interface EditorStart {
  /** The types the member may choose (for an edit, the content's own type is always one). */
  types: readonly ContentType[];
  draft: ContentDraft;
  /** Why the last save failed: the form opens again with what was typed, and says why. */
  failure?: string;
}

/**
 * The writing form of "New post" and of editing a content (spec §6): type, title, text and an
 * optional cover picture from the device (made ready by PreparePicture, sent by the PictureUploader with its
 * progress, cancel and retry; the post carries the Upload's url, api-contract.md `cover`), with a preview. Title and text count their characters near
 * their limits (200 and 50,000, DESIGN.md Conventions) and are refused past them. Saving hands the draft to whoever opened
 * the form (the feed creates it, the content page edits it, optimistically).
 */
export class ContentEditorPresenter {
  type: ContentType;
  title: string;
  body: string;
  /** The cover's url: the content's own, or the upload's once it arrived; '' for none. */
  cover: string;
  /** The picture chosen on the device, made ready to send; kept after a failure, for a retry. */
  picture: Blob | null = null;
  /** Why the chosen file was refused before anything was sent. */
  pictureProblem = '';
  upload: CoverUpload = { phase: 'idle' };
  tab: 'write' | 'preview' = 'write';
  private sending: AbortController | null = null;
  private submittedOnce = false;
  readonly failure: string;
  readonly types: readonly ContentType[];

  constructor(
    private readonly i18n: I18n,
    private readonly preparePicture: Pick<PreparePicture, 'execute'>,
    private readonly uploader: Pick<PictureUploader, 'upload'>,
    start: EditorStart,
  ) {
    this.types = start.types;
    this.type = start.draft.type;
    this.title = start.draft.title;
    this.body = start.draft.body;
    this.cover = start.draft.cover ?? '';
    this.failure = start.failure ?? '';
    makeAutoObservable<ContentEditorPresenter, 'i18n' | 'preparePicture' | 'uploader' | 'sending'>(
      this,
      { i18n: false, preparePicture: false, uploader: false, sending: false, picture: observableRef },
      { autoBind: true },
    );
  }

  /** An upload still on its way when the form closes is stopped: its picture would belong to no post. */
  mount(): () => void {
    return () => this.sending?.abort();
  }

  /** The type picker is there only when there is a choice. */
  get offersTypeChoice(): boolean {
    return this.types.length > 1;
  }

  get draft(): ContentDraft {
    return { type: this.type, title: this.title.trim(), body: this.body.trim(), cover: this.cover === '' ? null : this.cover };
  }

  /** The cover already on the server the preview shows when no picture of the device is (an edited content's). */
  get previewCover(): string | null {
    return problemsOf(this.draft).cover ? null : (this.draft.cover ?? null);
  }

  /** The picture is still being made ready or sent: the post waits for its url. */
  get pictureBusy(): boolean {
    return this.upload.phase === 'preparing' || this.upload.phase === 'uploading';
  }

  /** A picture of the device (file button, drop, paste): made ready, then sent at once. */
  async pictureChosen(file: Blob): Promise<void> {
    this.sending?.abort();
    this.pictureProblem = '';
    this.upload = { phase: 'preparing' };
    let prepared: Blob;
    try {
      prepared = await this.preparePicture.execute(file);
    } catch (error) {
      runInAction(() => {
        this.upload = { phase: 'idle' };
        this.pictureProblem = PictureError.is(error) ? this.i18n.t(`community.editor.picture.${error.problem}`) : errorMessageOf(error, this.i18n);
      });
      return;
    }
    runInAction(() => {
      this.picture = prepared;
      this.cover = '';
    });
    await this.send();
  }

  /** The same picture again, after a failure. */
  retryClicked(): Promise<void> {
    return this.send();
  }

  /** Stops the upload and lets the picture go: the form is as it was before it was chosen, without a cover. */
  uploadCancelled(): void {
    this.sending?.abort();
    this.pictureRemoved();
  }

  pictureRemoved(): void {
    this.picture = null;
    this.cover = '';
    this.pictureProblem = '';
    this.upload = { phase: 'idle' };
  }

  private async send(): Promise<void> {
    const picture = this.picture;
    if (!picture) return;
    const sending = new AbortController();
    this.sending = sending;
    this.upload = { phase: 'uploading', percent: 0 };
    try {
      const upload = await this.uploader.upload(picture, {
        signal: sending.signal,
        onProgress: (fraction) => runInAction(() => {
          if (this.sending === sending) this.upload = { phase: 'uploading', percent: Math.round(fraction * 100) };
        }),
      });
      runInAction(() => {
        if (this.sending !== sending) return;
        this.cover = upload.url;
        this.upload = { phase: 'idle' };
      });
    } catch (error) {
      runInAction(() => {
        if (this.sending !== sending || sending.signal.aborted) return;
        this.upload = { phase: 'failed', reason: this.uploadFailure(error) };
      });
    }
  }

  /** 413 and 415 in the app's words (the same limits PreparePicture checks); anything else as errorMessageOf says it. */
  private uploadFailure(error: unknown): string {
    if (ApiError.is(error) && error.status === 413) return this.i18n.t('community.editor.picture.tooLarge');
    if (ApiError.is(error) && error.status === 415) return this.i18n.t('community.editor.picture.notAnImage');
    return errorMessageOf(error, this.i18n);
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
      cover: this.pictureBusy || this.upload.phase === 'failed' ? this.i18n.t('community.editor.picture.notSentYet') : undefined,
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
    if (Object.keys(problemsOf(this.draft)).length > 0 || this.pictureBusy || this.upload.phase === 'failed') {
      this.tab = 'write';
      return null;
    }
    return this.draft;
  }
}
