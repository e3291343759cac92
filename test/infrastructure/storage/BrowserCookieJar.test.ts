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

  it('sets site-wide Lax cookies, expiring after the given days or with the session', () => {
    const set = vi.spyOn(Cookies, 'set');
    const jar = new BrowserCookieJar();

    jar.set('locale', 'it', { days: 30 });
    jar.set('session-only', 'x');

    expect(set).toHaveBeenNthCalledWith(1, 'locale', 'it', { path: '/', sameSite: 'Lax', expires: 30, secure: false });
    expect(set).toHaveBeenNthCalledWith(2, 'session-only', 'x', { path: '/', sameSite: 'Lax', secure: false });
  });
});
