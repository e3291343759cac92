import { describe, expect, it } from 'vitest';
import { pictureSize } from '../../../../src/infrastructure/fake-api/rules/pictureSize';
import { jpegHeader, pngHeader, webpHeader } from '../pictureHeaders';

describe('pictureSize', () => {
  it.each([
    ['PNG', pngHeader(4097, 12)],
    ['JPEG', jpegHeader(4097, 12)],
    ['WebP (VP8X)', webpHeader(4097, 12)],
  ])('reads the width and height of a %s header', (_, bytes) => {
    expect(pictureSize(bytes)).toEqual({ width: 4097, height: 12 });
  });

  it('knows nothing of other files', () => {
    expect(pictureSize(new TextEncoder().encode('GIF89a and more bytes than a header needs'))).toBeNull();
  });
});
