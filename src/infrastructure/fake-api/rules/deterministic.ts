/** FNV-1a: the same text always gives the same number, so demo statistics are stable between runs. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A stable whole number in [min, max] for this text. */
export function stableNumber(text: string, min: number, max: number): number {
  return min + (stableHash(text) % (max - min + 1));
}
