import { PictureError } from '../../errors/PictureError';
import type { PictureResizer } from '../../ports/PictureResizer';
import { COVER_FRAME, PICTURE_LIMITS, type PictureFrame } from '../../../domain/pictures/PictureLimits';

/**
 * A picture from the device made ready to send (issue "Pictures"): refused when it is not a picture, framed (a cover
 * whole at 2048 px on its long side, a member's picture a 512 px square) and re-encoded (WebP where the browser can, JPEG otherwise), refused when still over the
 * contract's 5 MB. Nothing is sent before this says yes.
 */
export class PreparePicture {
  constructor(private readonly resizer: Pick<PictureResizer, 'canEncode' | 'resize'>) {}

  async execute(file: Blob, frame: PictureFrame = COVER_FRAME): Promise<Blob> {
    if (!file.type.startsWith('image/')) throw new PictureError('notAnImage');
    const type = this.resizer.canEncode('image/webp') ? 'image/webp' : 'image/jpeg';
    const resized = await this.resizer.resize(file, frame, type);
    if (!resized) throw new PictureError('notAnImage');
    if (resized.size > PICTURE_LIMITS.maxBytes) throw new PictureError('tooLarge');
    return resized;
  }
}
export const PREPARE_PICTURE = Symbol.for('PreparePicture');
