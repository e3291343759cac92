import { describe, expect, it } from 'vitest';
import { checkedHttpsUrl, checkedUrlReference, safeUrl } from '../../../src/domain/security/SafeUrl';

const APP = 'https://app.example';

describe('safeUrl', () => {
  it.each([
    { raw: 'https://x', base: undefined, href: 'https://x/' },
    { raw: 'https://sso.example/authorize?tenant=9#top', base: undefined, href: 'https://sso.example/authorize?tenant=9#top' },
    { raw: 'HTTPS://SSO.EXAMPLE/a', base: undefined, href: 'https://sso.example/a' },
    { raw: 'http://127.0.0.1:4173/x', base: undefined, href: 'http://127.0.0.1:4173/x' },
    { raw: 'http://127.1.2.3/x', base: undefined, href: 'http://127.1.2.3/x' },
    { raw: 'http://[::1]/', base: undefined, href: 'http://[::1]/' },
    { raw: 'http://localhost:5173', base: undefined, href: 'http://localhost:5173/' },
    { raw: '/__demo/idp/custom-sso', base: APP, href: 'https://app.example/__demo/idp/custom-sso' },
    { raw: '/__demo/idp/custom-sso?x=1', base: 'http://127.0.0.1:4173/northwind/auth/custom-sso', href: 'http://127.0.0.1:4173/__demo/idp/custom-sso?x=1' },
    { raw: 'covers/a.svg', base: `${APP}/demo/`, href: 'https://app.example/demo/covers/a.svg' },
  ])('accepts $raw (base $base)', ({ raw, base, href }) => {
    expect(safeUrl(raw, base)?.href).toBe(href);
  });

  it.each([
    { name: 'javascript:', raw: 'javascript:alert(document.domain)' },
    { name: 'upper-case JAVASCRIPT:', raw: 'JAVASCRIPT:alert(1)' },
    { name: 'mixed-case scheme', raw: 'JaVaScRiPt:alert(1)' },
    { name: 'a tab inside the scheme', raw: 'java\tscript:alert(1)' },
    { name: 'a newline inside the scheme', raw: 'java\nscript:alert(1)' },
    { name: 'leading spaces', raw: '   javascript:alert(1)' },
    { name: 'a leading control character', raw: '\u0001javascript:alert(1)' },
    { name: 'a leading NUL', raw: '\u0000https://x' },
    { name: 'leading spaces before https', raw: ' https://x' },
    { name: 'a trailing newline', raw: 'https://x\n' },
    { name: 'a no-break space', raw: 'https://x/\u00a0' },
    { name: 'data:', raw: 'data:text/html,<script>alert(1)</script>' },
    { name: 'data: image', raw: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' },
    { name: 'vbscript:', raw: 'vbscript:msgbox(1)' },
    { name: 'file:', raw: 'file:///etc/passwd' },
    { name: 'blob:', raw: 'blob:https://app.example/0c1d2e3f' },
    { name: 'ftp:', raw: 'ftp://files.example/x' },
    { name: 'about:', raw: 'about:blank' },
    { name: 'plain http elsewhere', raw: 'http://example.com' },
    { name: 'http on a host that only starts like loopback', raw: 'http://127.0.0.1.evil.com/' },
    { name: 'http on a subdomain named localhost', raw: 'http://localhost.evil.com/' },
    { name: 'credentials in the URL', raw: 'https://user:pass@sso.example/' },
    { name: 'a user name that looks like the host', raw: 'https://app.example@evil.com/' },
    { name: 'protocol-relative, without a base', raw: '//evil.com' },
    { name: 'the empty string', raw: '' },
    { name: 'not a URL', raw: 'http://' },
  ])('refuses $name', ({ raw }) => {
    expect(safeUrl(raw)).toBeNull();
    expect(safeUrl(raw, APP)).toBeNull();
  });

  it.each([
    { name: 'protocol-relative', raw: '//evil.com/authorize' },
    { name: 'protocol-relative with backslashes', raw: '\\\\evil.com/authorize' },
    { name: 'slash-backslash', raw: '/\\evil.com' },
    { name: 'three slashes', raw: '///evil.com' },
  ])('refuses a relative reference that leaves the app: $name, resolved against an https base', ({ raw }) => {
    expect(safeUrl(raw, APP)).toBeNull();
  });

  it('refuses a relative reference without a base', () => {
    expect(safeUrl('/__demo/idp/x')).toBeNull();
  });

  it('refuses a relative reference resolved against a base that is not an http(s) origin', () => {
    expect(safeUrl('/x', 'about:blank')).toBeNull();
    expect(safeUrl('/x', 'not a url')).toBeNull();
  });

  it('refuses a relative reference on an app served over plain http away from loopback', () => {
    expect(safeUrl('/__demo/idp/x', 'http://demo.example')).toBeNull();
  });
});

describe('checkedUrlReference (a URL the page renders or follows, in the form that was checked)', () => {
  it.each([
    { raw: '/demo/cover.svg', checked: '/demo/cover.svg' },
    { raw: '/demo/cover.svg?v=2#top', checked: '/demo/cover.svg?v=2#top' },
    { raw: 'demo/cover.svg', checked: '/demo/cover.svg' },
    { raw: '/demo/../cover.svg', checked: '/cover.svg' },
    { raw: 'https://cdn.example/cover.jpg', checked: 'https://cdn.example/cover.jpg' },
    { raw: 'https:cdn.example/cover.jpg', checked: 'https://cdn.example/cover.jpg' },
    { raw: 'https:evil.com', checked: 'https://evil.com/' },
    { raw: 'HTTPS://CDN.EXAMPLE/Cover.jpg', checked: 'https://cdn.example/Cover.jpg' },
    { raw: 'http://localhost:5173/cover.jpg', checked: 'http://localhost:5173/cover.jpg' },
    { raw: '//evil.com/cover.jpg', checked: null },
    { raw: 'javascript:alert(1)', checked: null },
    { raw: 'data:image/png;base64,AAAA', checked: null },
    { raw: 'http://example.com/cover.jpg', checked: null },
    { raw: ' /demo/cover.svg', checked: null },
  ])('$raw → $checked', ({ raw, checked }) => {
    expect(checkedUrlReference(raw)).toBe(checked);
  });
});

describe('checkedHttpsUrl', () => {
  it.each([
    { raw: 'https://shop.example/offer', checked: 'https://shop.example/offer' },
    { raw: 'https:evil.com', checked: 'https://evil.com/' },
    { raw: 'https:/evil.com/x', checked: 'https://evil.com/x' },
    { raw: 'https://shop.example/a/../offer', checked: 'https://shop.example/offer' },
    { raw: 'http://localhost:5173/x', checked: null },
    { raw: 'http://shop.example/offer', checked: null },
    { raw: '/harbour-runners', checked: null },
    { raw: 'javascript:alert(1)', checked: null },
    { raw: 'https://user:pass@shop.example/', checked: null },
  ])('$raw → $checked', ({ raw, checked }) => {
    expect(checkedHttpsUrl(raw)).toBe(checked);
  });
});
