/** How a picture is encoded before it is sent: WebP where the browser can write it, JPEG otherwise. */
export type EncodedPictureType = 'image/webp' | 'image/jpeg';

import type { PictureFrame } from '../../domain/pictures/PictureLimits';

/** Scales and re-encodes a picture on the device, before it is uploaded. */
export interface PictureResizer {
  /** Whether the browser can write this type (a canvas quietly writes PNG when it cannot). */
  canEncode(type: EncodedPictureType): boolean;
  /**
   * The picture cut to the frame (a centred square when it says so) and scaled down to fit its long side (never up),
   * as `type`; null when it cannot be read as a picture.
   */
  resize(picture: Blob, frame: PictureFrame, type: EncodedPictureType): Promise<Blob | null>;
}
export const PICTURE_RESIZER = Symbol.for('PictureResizer');
