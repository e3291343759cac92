import { PictureError } from '../../errors/PictureError';
import type { PictureResizer } from '../../ports/PictureResizer';
import { PICTURE_LIMITS } from '../../../domain/pictures/PictureLimits';

/**
 * A picture from the device made ready to send (issue "Pictures"): refused when it is not a picture, scaled down to
 * 2048 px on its long side and re-encoded (WebP where the browser can, JPEG otherwise), refused when still over the
 * contract's 5 MB. Nothing is sent before this says yes.
 */
export class PreparePicture {
  constructor(private readonly resizer: Pick<PictureResizer, 'canEncode' | 'resize'>) {}

  async execute(file: Blob): Promise<Blob> {
    if (!file.type.startsWith('image/')) throw new PictureError('notAnImage');
    const type = this.resizer.canEncode('image/webp') ? 'image/webp' : 'image/jpeg';
    const resized = await this.resizer.resize(file, PICTURE_LIMITS.sentLongSidePx, type);
    if (!resized) throw new PictureError('notAnImage');
    if (resized.size > PICTURE_LIMITS.maxBytes) throw new PictureError('tooLarge');
    return resized;
  }
}
export const PREPARE_PICTURE = Symbol.for('PreparePicture');
