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

/** How a picture is framed before it is sent: scaled to fit `longSidePx`, and cut to a centred square when `square`. */
export interface PictureFrame {
  longSidePx: number;
  square: boolean;
}

/** A post's cover: the whole picture, at most 2048 px on its long side (issue "Pictures": post covers). */
export const COVER_FRAME: PictureFrame = { longSidePx: PICTURE_LIMITS.sentLongSidePx, square: false };
/** A member's picture: a centred square of 512 px (issue "Pictures": avatars). */
export const AVATAR_FRAME: PictureFrame = { longSidePx: 512, square: true };

/** api-contract.md `Upload`: a picture the server keeps, whose `url` a content's `cover` (or an avatar) may hold. */
export interface Upload {
  url: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
}
