/**
 * The one rule for URLs that come from the server (SSO authorize pages, covers, logos, ad links…):
 * the app follows or renders one only when it is `https:`, or `http:` on a loopback host (which
 * browsers treat as secure too). Everything else — `javascript:`, `data:`, `vbscript:`, `file:`,
 * `blob:`, plain `http:` elsewhere, credentials in the address, a relative reference that leaves the
 * app's origin (`//evil.com`, `/\evil.com`) — is refused.
 *
 * A relative reference (the demo's `/__demo/idp/…`) is resolved against `base`, the app's own origin
 * (or a URL on it); without a base it is refused.
 */
export function safeUrl(raw: string, base?: string): URL | null {
  // The parser quietly drops tabs, newlines and leading control characters ('java\tscript:'): a URL
  // that needs that cleaning is not one the app trusts.
  if (raw === '' || UNSAFE_CHARACTERS.test(raw)) return null;
  const absolute = parsed(raw);
  let url: URL | null;
  if (absolute) {
    url = absolute;
  } else {
    const origin = base === undefined ? null : parsed(base);
    url = origin ? parsed(raw, origin) : null;
    // '//evil.com' and '/\evil.com' are relative references too, to another host.
    if (!url || !origin || url.origin !== origin.origin) return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return url;
  return null;
}

/**
 * A URL from the server the page will render or follow (an `<img src>`, a link), in the form that was checked:
 * an absolute one as its `href`, a relative one as the path on the app's origin it was checked as. The raw text
 * never goes on: the page would resolve it otherwise (`https:evil.com`, checked as `https://evil.com/`, is a
 * relative path to a browser on an https page). Null when it is not safe.
 */
export function checkedUrlReference(raw: string): string | null {
  const url = safeUrl(raw, SOME_APP_ORIGIN);
  if (!url) return null;
  return parsed(raw) ? url.href : `${url.pathname}${url.search}${url.hash}`;
}

/** Any https origin does: whether a relative reference stays on its base's origin does not depend on which. */
const SOME_APP_ORIGIN = 'https://app.invalid';

// C0 controls, space, DEL, C1 controls, and any other whitespace (no-break space, line separators…).
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\s]/;

function parsed(raw: string, base?: URL): URL | null {
  try {
    return new URL(raw, base);
  } catch {
    return null;
  }
}

/** The hosts browsers count as potentially trustworthy over plain http: 127.0.0.0/8, [::1], localhost. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * An absolute `https:` address (a cover picture a member gives, an ad's or a notification's link), in the form that
 * was checked (its `href`, see checkedUrlReference); null for anything else, which could be mixed content or a script.
 */
export function checkedHttpsUrl(raw: string): string | null {
  const url = safeUrl(raw);
  return url?.protocol === 'https:' ? url.href : null;
}
