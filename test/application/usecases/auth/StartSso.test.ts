import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../src/application/ports/KeyValueStore';
import { CONFIG, departureOf, ssoHarness } from './ssoHarness';

describe('StartSso (spec §1 SSO: leave for the provider with a state)', () => {
  it.each([
    ['y-tech', 'https://app.example/sample/auth/y-tech/callback'],
    ['sports-alliance', 'https://app.example/sample/auth/sports-alliance/callback'],
    ['cvespa', 'https://app.example/sample/auth/cvespa/callback'],
    ['microsoft', 'https://app.example/sample/auth/microsoft/callback'],
    ['apple', 'https://app.example/sample/auth/apple/callback'],
    ['custom-sso', 'https://app.example/sample/auth/custom-sso'],
  ] as const)('sends %s to its authorize page with the callback %s and a fresh state', (provider, redirectUri) => {
    const h = ssoHarness();
    h.startSso.execute(provider, CONFIG, { returnPath: '/contents/1' });
    const url = departureOf(h);
    expect(`${url.origin}${url.pathname}`).toBe('https://idp.example/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: redirectUri,
      response_type: 'token',
      state: 'random-1',
    });
    expect(h.sessionStore.get(STORAGE_KEYS.ssoState)).toEqual({ state: 'random-1', provider, returnPath: '/contents/1' });
    expect(h.localStore.get(STORAGE_KEYS.ssoState)).toBeNull();
  });

  it("keeps the query of an authorize URL and accepts a relative one (the demo provider page), on the app's origin", () => {
    const h = ssoHarness();
    h.startSso.execute('custom-sso', { authorizeUrl: '/__demo/idp/custom-sso?tenant=a', clientId: 'demo' });
    expect(h.external.departures[0]).toMatch(/^https:\/\/app\.example\/__demo\/idp\/custom-sso\?tenant=a&client_id=demo&redirect_uri=/);
  });

  it('keeps the fragment of an authorize URL after the query it adds', () => {
    const h = ssoHarness();
    h.startSso.execute('y-tech', { authorizeUrl: 'https://idp.example/authorize#login', clientId: 'c' });
    const url = departureOf(h);
    expect(url.hash).toBe('#login');
    expect(url.searchParams.get('state')).toBe('random-1');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    '  javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'http://idp.example/authorize',
    '//evil.example/authorize',
    'https://app.example@evil.example/authorize',
  ])('refuses the unsafe authorize URL %j before storing a state or leaving', (authorizeUrl) => {
    const h = ssoHarness();
    expect(() => h.startSso.execute('custom-sso', { authorizeUrl, clientId: 'c' }, { returnPath: '/contents/1' })).toThrow(
      expect.objectContaining({ code: 'UnsafeUrl', message: "This sign-in provider's address is not safe, so the app will not open it." }),
    );
    expect(h.external.departures).toEqual([]);
    expect(h.sessionStore.get(STORAGE_KEYS.ssoState)).toBeNull();
    expect(h.random.token()).toBe('random-1');
  });
});
