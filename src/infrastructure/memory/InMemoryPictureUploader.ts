import { ApiError } from '../../application/errors/ApiError';
import type { PictureUploader, UploadProgress } from '../../application/ports/PictureUploader';
import type { Upload } from '../../domain/pictures/PictureLimits';

interface PendingUpload {
  picture: Blob;
  progress: UploadProgress;
  resolve: (upload: Upload) => void;
  reject: (error: unknown) => void;
}

/**
 * Uploads a test moves by hand: each waits until `progress`, `finish` or `fail` is called (or its signal aborts,
 * rejecting with ApiError ABORTED as the http adapter does), so a test sees every step of one.
 */
export class InMemoryPictureUploader implements PictureUploader {
  readonly pending: PendingUpload[] = [];
  private uploaded = 0;

  upload(picture: Blob, progress: UploadProgress = {}): Promise<Upload> {
    return new Promise((resolve, reject) => {
      const entry: PendingUpload = { picture, progress, resolve, reject };
      const aborted = () => {
        this.remove(entry);
        reject(new ApiError(0, ApiError.ABORTED, 'The request was cancelled.'));
      };
      if (progress.signal?.aborted) return aborted();
      progress.signal?.addEventListener('abort', aborted, { once: true });
      this.pending.push(entry);
    });
  }

  /** The oldest upload on its way reports `fraction` sent. */
  progress(fraction: number): void {
    this.oldest().progress.onProgress?.(fraction);
  }

  /** The oldest upload on its way is answered with its Upload. */
  finish(): Upload {
    const entry = this.oldest();
    this.remove(entry);
    const upload = { url: `https://uploads.test/picture-${++this.uploaded}`, contentType: entry.picture.type, size: entry.picture.size, width: 800, height: 600 };
    entry.resolve(upload);
    return upload;
  }

  /** The oldest upload on its way fails with `error`. */
  fail(error: unknown): void {
    const entry = this.oldest();
    this.remove(entry);
    entry.reject(error);
  }

  private oldest(): PendingUpload {
    const entry = this.pending[0];
    if (!entry) throw new Error('No upload is on its way.');
    return entry;
  }

  private remove(entry: PendingUpload): void {
    const index = this.pending.indexOf(entry);
    if (index >= 0) this.pending.splice(index, 1);
  }
}
