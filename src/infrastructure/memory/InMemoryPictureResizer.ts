import type { EncodedPictureType, PictureResizer } from '../../application/ports/PictureResizer';

/**
 * A resizer without a canvas: it answers the picture's bytes as `type` (or `resizedSize` bytes when set), null for a
 * file named in `unreadable`, and keeps every call, so tests see the long side asked for.
 */
export class InMemoryPictureResizer implements PictureResizer {
  readonly calls: { longSidePx: number; type: EncodedPictureType }[] = [];
  encodesWebp = true;
  resizedSize: number | null = null;
  readonly unreadable = new Set<Blob>();

  canEncode(type: EncodedPictureType): boolean {
    return type === 'image/jpeg' || this.encodesWebp;
  }

  async resize(picture: Blob, longSidePx: number, type: EncodedPictureType): Promise<Blob | null> {
    this.calls.push({ longSidePx, type });
    if (this.unreadable.has(picture)) return null;
    if (this.resizedSize !== null) return new Blob([new Uint8Array(this.resizedSize)], { type });
    return new Blob([await picture.arrayBuffer()], { type });
  }
}
