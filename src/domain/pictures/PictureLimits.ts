/** The pictures `POST /v2/uploads` takes (api-contract.md): the fakes enforce them, the app checks them before sending. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const PICTURE_LIMITS = {
  /** At most 5 MB a file (api-contract.md `POST /v2/uploads`). */
  maxBytes: 5 * 1024 * 1024,
  /** At most 4096 × 4096 px (api-contract.md `POST /v2/uploads`). */
  maxSidePx: 4096,
  /** The long side a picture is scaled down to in the browser before it is sent (issue "Pictures": post covers). */
  sentLongSidePx: 2048,
} as const;

/** api-contract.md `Upload`: a picture the server keeps, whose `url` a content's `cover` (or an avatar) may hold. */
export interface Upload {
  url: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
}
