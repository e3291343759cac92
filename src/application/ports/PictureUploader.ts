import type { Upload } from '../../domain/pictures/PictureLimits';

export interface UploadProgress {
  /** Stops the upload: the promise rejects with ApiError ABORTED. */
  signal?: AbortSignal;
  /** The share sent so far, 0 to 1, as the bytes leave. */
  onProgress?: (fraction: number) => void;
}

/**
 * Sends a picture (api-contract.md `POST /v2/uploads`): 201 the `Upload`; 413 PayloadTooLarge, 415
 * UnsupportedMediaType, 422 ValidationError as ApiErrors.
 */
export interface PictureUploader {
  upload(picture: Blob, progress?: UploadProgress): Promise<Upload>;
}
export const PICTURE_UPLOADER = Symbol.for('PictureUploader');
