// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpPictureUploader } from '../../../src/infrastructure/http/HttpPictureUploader';
import { pngHeader } from '../fake-api/pictureHeaders';
import { BASE_URL, serveFakeApi } from './fakeApi';

const api = serveFakeApi();

/**
 * XMLHttpRequest as far as the adapter uses it, sent with Node's fetch to the fake back end (Node has no
 * XMLHttpRequest). Its upload reports half the bytes sent before the request leaves. The fake is reached as the Node
 * server is, on loopback, so the Upload's url is one the app may show.
 */
class FetchBackedRequest {
  readonly upload: { onprogress: ((event: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  sent: { method: string; url: string; headers: Record<string, string>; file: File | null } | null = null;
  private readonly headers = new Headers({ host: '127.0.0.1:4010' });
  private readonly controller = new AbortController();
  private target = { method: '', url: '' };

  open(method: string, url: string): void {
    this.target = { method, url };
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  abort(): void {
    this.controller.abort();
  }

  send(body: FormData): void {
    const file = body.get('file');
    this.sent = { ...this.target, headers: Object.fromEntries(this.headers), file: file instanceof File ? file : null };
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    fetch(this.target.url, { method: this.target.method, headers: this.headers, body, signal: this.controller.signal }).then(
      async (response) => {
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => (this.controller.signal.aborted ? this.onabort?.() : this.onerror?.()),
    );
  }
}

function uploader(): { uploader: HttpPictureUploader; requests: FetchBackedRequest[] } {
  const requests: FetchBackedRequest[] = [];
  const newRequest = () => {
    const request = new FetchBackedRequest();
    requests.push(request);
    return request as unknown as XMLHttpRequest;
  };
  return { uploader: new HttpPictureUploader(api.client, newRequest), requests };
}

const picture = () => new Blob([pngHeader(800, 600)], { type: 'image/png' });

describe('HttpPictureUploader', () => {
  it('sends the picture as the part `file` with the app’s token, network and language, reports progress, and answers the Upload', async () => {
    await api.signIn('harbour-runners', 'marco@demo.test');
    const { uploader: pictures, requests } = uploader();
    const progress: number[] = [];

    const upload = await pictures.upload(picture(), { onProgress: (fraction) => progress.push(fraction) });

    expect(upload).toEqual({ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:4010\/v2\/uploads\/upl-\d+$/), contentType: 'image/png', size: 33, width: 800, height: 600 });
    expect(progress).toEqual([0.5]);
    expect(requests[0]?.sent).toMatchObject({
      method: 'POST',
      url: `${BASE_URL}/v2/uploads?networkId=net-harbour-runners`,
      headers: { authorization: expect.stringMatching(/^Bearer /), 'accept-language': 'en', accept: 'application/json' },
      file: expect.objectContaining({ name: 'picture.png', type: 'image/png', size: 33 }),
    });
  });

  it.each([
    [413, 'PayloadTooLarge', new Blob([pngHeader(10, 10), new Uint8Array(5 * 1024 * 1024)], { type: 'image/png' })],
    [415, 'UnsupportedMediaType', new Blob(['GIF89a'], { type: 'image/gif' })],
    [422, 'ValidationError', new Blob([pngHeader(5000, 10)], { type: 'image/png' })],
  ])('turns a %i answer into the typed ApiError %s', async (status, code, file) => {
    await api.signIn('harbour-runners', 'marco@demo.test');
    await expect(uploader().uploader.upload(file)).rejects.toMatchObject({ status, code });
  });

  it('cancels when its signal aborts, with ApiError ABORTED', async () => {
    await api.signIn('harbour-runners', 'marco@demo.test');
    api.server.use(http.post(`${BASE_URL}/v2/uploads`, () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const sending = uploader().uploader.upload(picture(), { signal: controller.signal });
    controller.abort();
    await expect(sending).rejects.toMatchObject({ code: ApiError.ABORTED });
  });

  it('refuses an Upload whose url the app may not show', async () => {
    await api.signIn('harbour-runners', 'marco@demo.test');
    api.server.use(http.post(`${BASE_URL}/v2/uploads`, () => HttpResponse.json({ data: { url: 'javascript:alert(1)', contentType: 'image/png', size: 1, width: 1, height: 1 } }, { status: 201 })));
    await expect(uploader().uploader.upload(picture())).rejects.toMatchObject({ code: ApiError.MALFORMED });
  });
});
