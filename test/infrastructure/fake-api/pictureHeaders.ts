/** The first bytes of pictures of a given size, as far as a server reads them to learn it (tests of the uploads). */
export function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

export function jpegHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  // SOI, an APP0 segment of 16 bytes, then SOF0 with its precision, height and width.
  const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...new Array<number>(14).fill(0), 0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3]);
  new DataView(bytes.buffer).setUint16(25, height);
  new DataView(bytes.buffer).setUint16(27, width);
  return bytes;
}

export function webpHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(30);
  bytes.set([...'RIFF'].map((c) => c.charCodeAt(0)), 0);
  bytes.set([...'WEBPVP8X'].map((c) => c.charCodeAt(0)), 8);
  const view = new DataView(bytes.buffer);
  view.setUint16(24, (width - 1) & 0xffff, true);
  bytes[26] = ((width - 1) >> 16) & 0xff;
  view.setUint16(27, (height - 1) & 0xffff, true);
  bytes[29] = ((height - 1) >> 16) & 0xff;
  return bytes;
}
