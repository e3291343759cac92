// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { BrowserCookieJar } from '../../../src/infrastructure/storage/BrowserCookieJar';

describe('BrowserCookieJar', () => {
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });

  it('sets, reads and removes a cookie in the document', () => {
    const jar = new BrowserCookieJar();

    jar.set('authed-before', 'true', { days: 365 });

    expect(document.cookie).toContain('authed-before=true');
    expect(jar.get('authed-before')).toBe('true');
    jar.remove('authed-before');
    expect(jar.get('authed-before')).toBeNull();
    expect(document.cookie).not.toContain('authed-before');
  });

  it('answers null for a cookie that is not set', () => {
    expect(new BrowserCookieJar().get('locale')).toBeNull();
  });

  it('sets site-wide Lax cookies, expiring after the given days or with the session, Secure over https', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    const written: string[] = [];
    const jar = new BrowserCookieJar({
      get cookie() {
        return '';
      },
      set cookie(text: string) {
        written.push(text);
      },
    });

    jar.set('locale', 'it', { days: 30 });
    jar.set('session-only', 'x');
    vi.stubGlobal('location', { protocol: 'https:' });
    jar.set('cookie-consent', '{"analytics":true}');
    vi.unstubAllGlobals();
    jar.remove('locale');
    vi.useRealTimers();

    expect(written).toEqual([
      'locale=it; path=/; SameSite=Lax; expires=Thu, 24 Dec 2026 10:00:00 GMT',
      'session-only=x; path=/; SameSite=Lax',
      'cookie-consent=%7B%22analytics%22%3Atrue%7D; path=/; SameSite=Lax; Secure',
      'locale=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });

  it('reads what js-cookie wrote, and writes what js-cookie reads, JSON values included', () => {
    const jar = new BrowserCookieJar();
    const consent = '{"analytics":true,"performance":false,"at":"2026-11-24"}';

    Cookies.set('cookie-consent', consent, { path: '/' });
    expect(jar.get('cookie-consent')).toBe(consent);
    jar.set('device-id', 'a b;c=d');
    expect(Cookies.get('device-id')).toBe('a b;c=d');
  });

  it('reads a cookie of another script that is not valid percent-encoding as it stands, and finds its own beside it', () => {
    document.cookie = 'legacy=100%; path=/';
    const jar = new BrowserCookieJar();
    jar.set('locale', 'it');

    expect(jar.get('legacy')).toBe('100%');
    expect(jar.get('locale')).toBe('it');
  });
});
