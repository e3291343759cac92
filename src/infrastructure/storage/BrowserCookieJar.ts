import type { CookieJar, CookieOptions } from '../../application/ports/CookieJar';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * First-party cookies for the whole site, sent on top-level navigations only (SameSite=Lax). Names and
 * values are percent-encoded on the way in and decoded on the way out, as js-cookie does (the cookies
 * it wrote read back the same); a few lines of its job, without its weight on the first load.
 */
export class BrowserCookieJar implements CookieJar {
  constructor(private readonly document: Pick<Document, 'cookie'> = globalThis.document) {}

  get(name: string): string | null {
    for (const pair of this.document.cookie.split('; ')) {
      const at = pair.indexOf('=');
      if (at > 0 && decoded(pair.slice(0, at)) === name) return decoded(pair.slice(at + 1).replace(/^"(.*)"$/, '$1'));
    }
    return null;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    const attributes = ['path=/', 'SameSite=Lax'];
    if (options.days !== undefined) attributes.push(`expires=${new Date(Date.now() + options.days * DAY_MS).toUTCString()}`);
    // Over https, never let the cookie travel in clear text.
    if (globalThis.location?.protocol === 'https:') attributes.push('Secure');
    this.document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
  }

  remove(name: string): void {
    // A cookie is only removed with the path it was set with.
    this.document.cookie = `${encodeURIComponent(name)}=; path=/; expires=${new Date(0).toUTCString()}`;
  }
}

/** Another script's cookie may not be valid percent-encoding: it is then read as it stands. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
