import { ApiError } from '../../application/errors/ApiError';
import type { PictureUploader, UploadProgress } from '../../application/ports/PictureUploader';
import type { Upload } from '../../domain/pictures/PictureLimits';
import { readEnvelope, type ApiClient } from './ApiClient';
import { dataOf } from './readers';
import { fieldsOf, readNumber, readSafeUrl, readString, type Reader } from './wire';

/** An Upload whose url is not safe to show is no upload: the app could not use it as a cover. */
const readUpload: Reader<Upload> = (value, name) => {
  const field = fieldsOf(value, name);
  const url = field('url', readSafeUrl);
  if (url === null) throw new ApiError(200, ApiError.MALFORMED, 'The server sent an answer the app could not read.', { field: `${name}.url` });
  return { url, contentType: field('contentType', readString), size: field('size', readNumber), width: field('width', readNumber), height: field('height', readNumber) };
};

const EXTENSIONS: Readonly<Record<string, string>> = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * api-contract.md `POST /v2/uploads`, multipart/form-data with one part `file`. Sent with XMLHttpRequest, the one
 * browser API whose upload reports progress (fetch's does not), with the ApiClient's address and headers and its
 * reading of the answer: 413 PayloadTooLarge, 415 UnsupportedMediaType and 422 ValidationError come back as ApiErrors.
 */
export class HttpPictureUploader implements PictureUploader {
  constructor(
    private readonly api: Pick<ApiClient, 'requestFor'>,
    private readonly newRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
  ) {}

  upload(picture: Blob, { signal, onProgress }: UploadProgress = {}): Promise<Upload> {
    const { url, headers } = this.api.requestFor('/v2/uploads');
    const form = new FormData();
    form.append('file', picture, `picture.${EXTENSIONS[picture.type] ?? 'bin'}`);
    return new Promise<Upload>((resolve, reject) => {
      if (signal?.aborted) return reject(cancelled());
      const request = this.newRequest();
      const abort = () => request.abort();
      const settle = (outcome: () => void) => {
        signal?.removeEventListener('abort', abort);
        outcome();
      };
      request.open('POST', url);
      for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      request.onload = () =>
        settle(() => {
          void readEnvelope(new Response(request.responseText, { status: request.status })).then((envelope) => {
            if (envelope instanceof ApiError) return reject(envelope);
            try {
              resolve(dataOf(envelope, readUpload));
            } catch (error) {
              reject(error);
            }
          });
        });
      request.onerror = () => settle(() => reject(ApiError.unreachable()));
      request.onabort = () => settle(() => reject(cancelled()));
      signal?.addEventListener('abort', abort, { once: true });
      request.send(form);
    });
  }
}

function cancelled(): ApiError {
  return new ApiError(0, ApiError.ABORTED, 'The request was cancelled.');
}
