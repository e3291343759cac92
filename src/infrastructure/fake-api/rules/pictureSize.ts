export interface PictureSize {
  width: number;
  height: number;
}

/**
 * A picture's width and height read from its header, as the server checks the contract's 4096 × 4096 px limit:
 * PNG's IHDR, JPEG's start-of-frame, WebP's VP8, VP8L or VP8X chunk. Null when the bytes are none of these.
 */
export function pictureSize(bytes: Uint8Array): PictureSize | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return bytes.length >= 24 ? { width: bigEndian32(bytes, 16), height: bigEndian32(bytes, 20) } : null;
  if (startsWith(bytes, [0xff, 0xd8])) return jpegSize(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return webpSize(bytes);
  return null;
}

function jpegSize(bytes: Uint8Array): PictureSize | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // SOF0–SOF15 carry the frame's size; C4 (Huffman tables), C8 and CC (arithmetic coding) are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bigEndian16(bytes, offset + 5), width: bigEndian16(bytes, offset + 7) };
    }
    offset += 2 + bigEndian16(bytes, offset + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array): PictureSize | null {
  if (bytes.length < 30) return null;
  const byte = (index: number) => bytes[index] ?? 0;
  switch (ascii(bytes, 12, 16)) {
    case 'VP8 ':
      return { width: (byte(26) | (byte(27) << 8)) & 0x3fff, height: (byte(28) | (byte(29) << 8)) & 0x3fff };
    case 'VP8L':
      return { width: 1 + (((byte(22) & 0x3f) << 8) | byte(21)), height: 1 + (((byte(24) & 0x0f) << 10) | (byte(23) << 2) | ((byte(22) & 0xc0) >> 6)) };
    case 'VP8X':
      return { width: 1 + (byte(24) | (byte(25) << 8) | (byte(26) << 16)), height: 1 + (byte(27) | (byte(28) << 8) | (byte(29) << 16)) };
    default:
      return null;
  }
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((value, index) => bytes[index] === value);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

function bigEndian16(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
}

function bigEndian32(bytes: Uint8Array, offset: number): number {
  return (((bytes[offset] ?? 0) << 24) | ((bytes[offset + 1] ?? 0) << 16) | ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0)) >>> 0;
}
