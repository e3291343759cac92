import Cookies from 'js-cookie';
import type { CookieJar, CookieOptions } from '../../application/ports/CookieJar';

/** First-party cookies for the whole site, sent on top-level navigations only (SameSite=Lax). */
export class BrowserCookieJar implements CookieJar {
  get(name: string): string | null {
    return Cookies.get(name) ?? null;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    Cookies.set(name, value, {
      path: '/',
      sameSite: 'Lax',
      ...(options.days !== undefined && { expires: options.days }),
      // Over https, never let the cookie travel in clear text.
      secure: globalThis.location?.protocol === 'https:',
    });
  }

  remove(name: string): void {
    // A cookie is only removed with the path it was set with.
    Cookies.remove(name, { path: '/' });
  }
}
