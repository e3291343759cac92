import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import { PictureError } from '../../application/errors/PictureError';
import type { PictureUploader } from '../../application/ports/PictureUploader';
import type { PreparePicture } from '../../application/usecases/content/PreparePicture';
import type { PictureFrame } from '../../domain/pictures/PictureLimits';
import { errorMessageOf } from '../kit/errorMessage';
import type { I18n } from '../i18n/I18n';

/**
 * Where a picture is: none or the one held (`idle`), being made ready on the device (`preparing`), on its way with
 * the share sent (`uploading`), or stopped by a failure the member may retry with the same picture (`failed`).
 */
export type PictureUpload =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'failed'; reason: string };

/**
 * A picture from the device on its way to the server (issue "Pictures"): made ready by PreparePicture in its frame
 * (a post's cover, a member's square), sent by the PictureUploader with its progress, cancel, and a retry that keeps
 * the picture. `url` is the server's address of the picture sent, or of the one held before ('' for none).
 */
export class PictureSending {
  url: string;
  /** The picture chosen on the device, made ready to send; kept after a failure, for a retry. */
  picture: Blob | null = null;
  /** Why the chosen file was refused before anything was sent. */
  problem = '';
  upload: PictureUpload = { phase: 'idle' };
  private sending: AbortController | null = null;

  constructor(
    private readonly i18n: I18n,
    private readonly preparePicture: Pick<PreparePicture, 'execute'>,
    private readonly uploader: Pick<PictureUploader, 'upload'>,
    private readonly frame: PictureFrame,
    url = '',
    /** Told of each picture that arrived, with its url. */
    private readonly onSent: (url: string) => void = () => {},
  ) {
    this.url = url;
    makeAutoObservable<PictureSending, 'i18n' | 'preparePicture' | 'uploader' | 'frame' | 'onSent' | 'sending'>(
      this,
      { i18n: false, preparePicture: false, uploader: false, frame: false, onSent: false, sending: false, picture: observableRef },
      { autoBind: true },
    );
  }

  /** Still being made ready or sent: whoever needs its url waits. */
  get busy(): boolean {
    return this.upload.phase === 'preparing' || this.upload.phase === 'uploading';
  }

  /** Chosen but not on the server: busy, or stopped by a failure. */
  get unsent(): boolean {
    return this.busy || this.upload.phase === 'failed';
  }

  /** A picture of the device (file button, drop, paste): made ready, then sent at once. */
  async chosen(file: Blob): Promise<void> {
    this.sending?.abort();
    this.problem = '';
    this.upload = { phase: 'preparing' };
    let prepared: Blob;
    try {
      prepared = await this.preparePicture.execute(file, this.frame);
    } catch (error) {
      runInAction(() => {
        this.upload = { phase: 'idle' };
        this.problem = PictureError.is(error) ? this.i18n.t(`picture.${error.problem}`) : errorMessageOf(error, this.i18n);
      });
      return;
    }
    runInAction(() => {
      this.picture = prepared;
      this.url = '';
    });
    await this.send();
  }

  /** The same picture again, after a failure. */
  retryClicked(): Promise<void> {
    return this.send();
  }

  /** Stops the upload and lets the picture go: as before it was chosen, without a picture. */
  cancelled(): void {
    this.sending?.abort();
    this.removed();
  }

  removed(): void {
    this.picture = null;
    this.url = '';
    this.problem = '';
    this.upload = { phase: 'idle' };
  }

  /** An upload on its way when its form goes is stopped: its picture would belong to nothing. */
  stopped(): void {
    this.sending?.abort();
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
      if (this.sending !== sending) return;
      runInAction(() => {
        this.url = upload.url;
        this.upload = { phase: 'idle' };
      });
      this.onSent(upload.url);
    } catch (error) {
      runInAction(() => {
        if (this.sending !== sending || sending.signal.aborted) return;
        this.upload = { phase: 'failed', reason: this.uploadFailure(error) };
      });
    }
  }

  /** 413 and 415 in the app's words (the same limits PreparePicture checks); anything else as errorMessageOf says it. */
  private uploadFailure(error: unknown): string {
    if (ApiError.is(error) && error.status === 413) return this.i18n.t('picture.tooLarge');
    if (ApiError.is(error) && error.status === 415) return this.i18n.t('picture.notAnImage');
    return errorMessageOf(error, this.i18n);
  }
}
