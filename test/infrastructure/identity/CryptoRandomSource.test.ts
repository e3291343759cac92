import { afterEach, describe, expect, it, vi } from 'vitest';
import { CryptoRandomSource } from '../../../src/infrastructure/identity/CryptoRandomSource';

afterEach(() => vi.restoreAllMocks());

/** crypto.getRandomValues filling its array with `value`. */
function drawing(value: number) {
  vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
    if (array instanceof Uint32Array) array.fill(value);
    return array;
  });
}

describe('CryptoRandomSource', () => {
  it.each([
    [0, 0],
    [2 ** 31, 0.5],
  ])('draws a fraction from the crypto values (%i: %d)', (value, fraction) => {
    drawing(value);
    expect(new CryptoRandomSource().fraction()).toBe(fraction);
  });

  it('never draws 1', () => {
    drawing(2 ** 32 - 1);
    expect(new CryptoRandomSource().fraction()).toBeLessThan(1);
  });
});
