import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';

describe('InMemoryCookieJar', () => {
  it('sets, reads and removes cookies, keeping their options', () => {
    const jar = new InMemoryCookieJar();
    jar.set('locale', 'it', { days: 365 });

    expect(jar.get('locale')).toBe('it');
    expect(jar.cookies.get('locale')?.options).toEqual({ days: 365 });
    jar.remove('locale');
    expect(jar.get('locale')).toBeNull();
  });
});
