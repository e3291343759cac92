import type { EncodedPictureType, PictureResizer } from '../../application/ports/PictureResizer';
import type { PictureFrame } from '../../domain/pictures/PictureLimits';

/** How much a re-encoded picture keeps: a cover at 2048 px stays well under 5 MB and shows no artefacts. */
const QUALITY = 0.85;

/**
 * The browser's own decoder and encoder (`createImageBitmap` and a canvas) rather than a library such as
 * browser-image-compression: scaling once and encoding once is all the app asks, every supported browser has both,
 * and the editor's chunk carries no extra code. The bitmap is read with the picture's EXIF orientation applied.
 */
export class CanvasPictureResizer implements PictureResizer {
  private readonly encodable = new Map<EncodedPictureType, boolean>();

  canEncode(type: EncodedPictureType): boolean {
    let known = this.encodable.get(type);
    if (known === undefined) {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      // A canvas asked for a type it cannot write answers PNG instead.
      known = canvas.toDataURL(type).startsWith(`data:${type}`);
      this.encodable.set(type, known);
    }
    return known;
  }

  async resize(picture: Blob, frame: PictureFrame, type: EncodedPictureType): Promise<Blob | null> {
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(picture, { imageOrientation: 'from-image' });
    } catch {
      return null;
    }
    // The source: the whole picture, or its centred square.
    const side = Math.min(bitmap.width, bitmap.height);
    const source = frame.square
      ? { x: (bitmap.width - side) / 2, y: (bitmap.height - side) / 2, width: side, height: side }
      : { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
    const scale = Math.min(1, frame.longSidePx / Math.max(source.width, source.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(source.width * scale));
    canvas.height = Math.max(1, Math.round(source.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: a transparent PNG would turn black without a white ground.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, source.x, source.y, source.width, source.height, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), type, QUALITY));
  }
}
