import type { RandomSource } from '../../application/ports/RandomSource';

export class CryptoRandomSource implements RandomSource {
  token(bytes = 24): string {
    const values = crypto.getRandomValues(new Uint8Array(bytes));
    return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
  }

  fraction(): number {
    const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
    return value / 2 ** 32;
  }
}
