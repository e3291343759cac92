import type { EncodedPictureType, PictureResizer } from '../../application/ports/PictureResizer';
import type { PictureFrame } from '../../domain/pictures/PictureLimits';

/**
 * A resizer without a canvas: it answers the picture's bytes as `type` (or `resizedSize` bytes when set), null for a
 * file named in `unreadable`, and keeps every call, so tests see the frame asked for.
 */
export class InMemoryPictureResizer implements PictureResizer {
  readonly calls: { longSidePx: number; square: boolean; type: EncodedPictureType }[] = [];
  encodesWebp = true;
  resizedSize: number | null = null;
  readonly unreadable = new Set<Blob>();

  canEncode(type: EncodedPictureType): boolean {
    return type === 'image/jpeg' || this.encodesWebp;
  }

  async resize(picture: Blob, frame: PictureFrame, type: EncodedPictureType): Promise<Blob | null> {
    this.calls.push({ ...frame, type });
    if (this.unreadable.has(picture)) return null;
    if (this.resizedSize !== null) return new Blob([new Uint8Array(this.resizedSize)], { type });
    return new Blob([await picture.arrayBuffer()], { type });
  }
}
