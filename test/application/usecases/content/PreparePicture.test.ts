import { describe, expect, it } from 'vitest';
import { PictureError } from '../../../../src/application/errors/PictureError';
import { PreparePicture } from '../../../../src/application/usecases/content/PreparePicture';
import { AVATAR_FRAME } from '../../../../src/domain/pictures/PictureLimits';
import { InMemoryPictureResizer } from '../../../../src/infrastructure/memory/InMemoryPictureResizer';

const png = () => new Blob([new Uint8Array(1000)], { type: 'image/png' });

describe('PreparePicture', () => {
  it('scales the picture to at most 2048 px on its long side, as WebP where the browser writes it', async () => {
    const resizer = new InMemoryPictureResizer();
    const prepared = await new PreparePicture(resizer).execute(png());
    expect(resizer.calls).toEqual([{ longSidePx: 2048, square: false, type: 'image/webp' }]);
    expect(prepared.type).toBe('image/webp');
  });

  it('frames a member’s picture as a centred square of 512 px', async () => {
    const resizer = new InMemoryPictureResizer();
    await new PreparePicture(resizer).execute(png(), AVATAR_FRAME);
    expect(resizer.calls).toEqual([{ longSidePx: 512, square: true, type: 'image/webp' }]);
  });

  it('writes JPEG where the browser cannot write WebP', async () => {
    const resizer = new InMemoryPictureResizer();
    resizer.encodesWebp = false;
    const prepared = await new PreparePicture(resizer).execute(png());
    expect(resizer.calls).toEqual([{ longSidePx: 2048, square: false, type: 'image/jpeg' }]);
    expect(prepared.type).toBe('image/jpeg');
  });

  it('refuses a file that is not a picture without resizing it', async () => {
    const resizer = new InMemoryPictureResizer();
    await expect(new PreparePicture(resizer).execute(new Blob(['%PDF'], { type: 'application/pdf' }))).rejects.toSatisfy((error) => PictureError.is(error, 'notAnImage'));
    expect(resizer.calls).toEqual([]);
  });

  it('refuses a file that says it is a picture but cannot be read as one', async () => {
    const resizer = new InMemoryPictureResizer();
    const broken = png();
    resizer.unreadable.add(broken);
    await expect(new PreparePicture(resizer).execute(broken)).rejects.toSatisfy((error) => PictureError.is(error, 'notAnImage'));
  });

  it('refuses a picture still over 5 MB once resized, and takes one of exactly 5 MB', async () => {
    const resizer = new InMemoryPictureResizer();
    resizer.resizedSize = 5 * 1024 * 1024 + 1;
    await expect(new PreparePicture(resizer).execute(png())).rejects.toSatisfy((error) => PictureError.is(error, 'tooLarge'));
    resizer.resizedSize = 5 * 1024 * 1024;
    await expect(new PreparePicture(resizer).execute(png())).resolves.toHaveProperty('size', 5 * 1024 * 1024);
  });
});
