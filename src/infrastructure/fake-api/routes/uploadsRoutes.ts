import { PICTURE_LIMITS, UPLOAD_TYPES, type Upload } from '../../../domain/pictures/PictureLimits';
import { fail } from '../FakeApiError';
import type { FakeState, UploadRecord } from '../FakeState';
import { data, type Reply, type Route, type RouteContext } from '../Route';
import { pictureSize } from '../rules/pictureSize';

const UPLOADS_PATH = '/v2/uploads';

/**
 * Where the picture is served back: this back end's own address as the caller reached it (the Node server is reached
 * on loopback, its requests re-based to an internal host, so the Host header says which), under the API's base path.
 */
function urlOf(context: RouteContext, id: string): string {
  const url = new URL(context.request.url);
  const host = context.request.headers.get('host');
  if (host) url.host = host;
  const base = url.pathname.slice(0, url.pathname.length - UPLOADS_PATH.length);
  return `${url.origin}${base}${UPLOADS_PATH}/${id}`;
}

async function readPicture(context: RouteContext): Promise<File> {
  let form: FormData;
  try {
    form = await context.request.formData();
  } catch {
    return fail(422, 'ValidationError', 'Send the picture as multipart/form-data.', { fields: { file: 'Send the picture as multipart/form-data.' } });
  }
  const file = form.get('file');
  if (typeof file === 'string' || file === null) return fail(422, 'ValidationError', 'The picture is missing.', { fields: { file: 'The picture is missing.' } });
  return file;
}

/** api-contract.md `POST /v2/uploads`: JPEG, PNG or WebP (else 415), at most 5 MB (else 413) and 4096 × 4096 px (else 422). */
async function upload(context: RouteContext): Promise<Reply> {
  const member = context.member();
  const file = await readPicture(context);
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) fail(415, 'UnsupportedMediaType', 'Send a JPEG, PNG or WebP picture.');
  if (file.size > PICTURE_LIMITS.maxBytes) fail(413, 'PayloadTooLarge', 'The picture is larger than 5 MB.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const size = pictureSize(bytes);
  if (!size) return fail(422, 'ValidationError', 'The file is not a picture that can be read.', { fields: { file: 'The file is not a picture that can be read.' } });
  if (size.width > PICTURE_LIMITS.maxSidePx || size.height > PICTURE_LIMITS.maxSidePx) {
    fail(422, 'ValidationError', 'The picture is larger than 4096 × 4096 px.', { fields: { file: 'The picture is larger than 4096 × 4096 px.' } });
  }
  const record: UploadRecord = {
    id: context.backend.nextId('upl'),
    networkId: context.network.customization.id,
    memberId: member.id,
    contentType: file.type,
    size: file.size,
    ...size,
    dataUrl: `data:${file.type};base64,${base64Of(bytes)}`,
  };
  context.state.uploads.push(record);
  const answer: Upload = { url: urlOf(context, record.id), contentType: record.contentType, size: record.size, width: record.width, height: record.height };
  return data(answer, {}, 201);
}

/** The upload an address names, when it is one this back end served (`…/v2/uploads/{id}`). */
export function uploadOfUrl(state: FakeState, address: string): UploadRecord | undefined {
  let path: string;
  try {
    path = new URL(address).pathname;
  } catch {
    return undefined;
  }
  const id = /\/v2\/uploads\/([^/]+)$/.exec(path)?.[1];
  return id === undefined ? undefined : state.uploads.find((upload) => upload.id === id);
}

/** The picture itself, for an `<img>` (which sends no token): its bytes as they were uploaded. */
function served(context: RouteContext): Reply {
  const record = context.state.uploads.find((candidate) => candidate.id === context.param('id')) ?? fail(404, 'NotFound', 'There is no such picture.');
  const base64 = record.dataUrl.slice(record.dataUrl.indexOf(',') + 1);
  return { status: 200, file: new Blob([Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))], { type: record.contentType }) };
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading megabytes into one call would overflow the stack.
  for (let offset = 0; offset < bytes.length; offset += 0x8000) binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  return btoa(binary);
}

export const uploadsRoutes: Route[] = [
  { method: 'POST', path: UPLOADS_PATH, auth: 'required', handle: upload },
  { method: 'GET', path: `${UPLOADS_PATH}/{id}`, network: 'none', auth: 'ignored', handle: served },
];
