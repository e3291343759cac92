import { describe, expect, it } from 'vitest';
import { PopupIdentityProvider } from '../../../src/infrastructure/identity/PopupIdentityProvider';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { SequenceRandomSource } from '../../../src/infrastructure/memory/SequenceRandomSource';

const ORIGIN = 'https://app.example';

function fakeBrowser() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const popup = { closed: false, close() { this.closed = true; } };
  let openedUrl = '';
  let opened = 0;
  const browser = {
    location: { origin: ORIGIN },
    open: (url: string) => {
      openedUrl = url;
      opened += 1;
      return popup;
    },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  };
  /** A message event as the browser delivers it: by default from the popup, on the app's origin. */
  const post = (data: unknown, origin = ORIGIN, source: unknown = popup) =>
    listeners.forEach((listener) => listener({ data, origin, source } as MessageEvent));
  return { browser: browser as unknown as Window, popup, post, openedUrl: () => openedUrl, opened: () => opened, listeners };
}

function provider(fake: ReturnType<typeof fakeBrowser>, clock: ManualClock, authorizeUrl = '/__demo/idp/google') {
  return new PopupIdentityProvider(() => ({ authorizeUrl, clientId: 'client-1', scope: 'openid' }), clock, new SequenceRandomSource(['state-1']), fake.browser);
}

describe('PopupIdentityProvider', () => {
  it('opens the provider with the client, callback, scope and state, and resolves with the posted token', async () => {
    const fake = fakeBrowser();
    const outcome = provider(fake, new ManualClock()).authorize('google');
    const url = new URL(fake.openedUrl());
    expect(url.pathname).toBe('/__demo/idp/google');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: 'client-1', redirect_uri: `${ORIGIN}/oauth/popup-callback`, response_type: 'token', scope: 'openid', state: 'state-1' });
    fake.post({ type: 'oauth-popup-result', state: 'state-1', accessToken: 'token-1' });
    expect(await outcome).toBe('token-1');
    expect(fake.listeners.size).toBe(0);
  });

  it('ignores messages from other origins or with another state', async () => {
    const fake = fakeBrowser();
    const clock = new ManualClock();
    const outcome = provider(fake, clock).authorize('google');
    fake.post({ type: 'oauth-popup-result', state: 'state-1', accessToken: 'evil' }, 'https://evil.example');
    fake.post({ type: 'oauth-popup-result', state: 'other', accessToken: 'evil' });
    fake.post({ type: 'oauth-popup-result', state: 'state-1', accessToken: 'token-1' });
    expect(await outcome).toBe('token-1');
  });

  it('ignores a message from any window but the popup it opened (another tab, a frame, the page itself)', async () => {
    const fake = fakeBrowser();
    const outcome = provider(fake, new ManualClock()).authorize('google');
    const otherWindow = { closed: false };
    fake.post({ type: 'oauth-popup-result', state: 'state-1', accessToken: 'evil' }, ORIGIN, otherWindow);
    fake.post({ type: 'oauth-popup-result', state: 'state-1', accessToken: 'evil' }, ORIGIN, null);
    fake.post({ type: 'oauth-popup-result', state: 'state-1', accessToken: 'token-1' });
    expect(await outcome).toBe('token-1');
  });

  it.each([
    { name: 'a null token', accessToken: null },
    { name: 'an empty token', accessToken: '' },
    { name: 'a token that is not text', accessToken: { value: 'x' } },
    { name: 'no token', accessToken: undefined },
  ])('ignores $name from the popup, and still takes a good one after it', async ({ accessToken }) => {
    const fake = fakeBrowser();
    const outcome = provider(fake, new ManualClock()).authorize('google');
    fake.post({ type: 'oauth-popup-result', state: 'state-1', accessToken });
    fake.post(null);
    fake.post('oauth-popup-result');
    fake.post({ type: 'oauth-popup-result', state: 'state-1', accessToken: 'token-1' });
    expect(await outcome).toBe('token-1');
  });

  it('a message without a token leaves the sign-in open until the popup is closed (then cancelled)', async () => {
    const fake = fakeBrowser();
    const clock = new ManualClock();
    let settled: string | null | undefined;
    const outcome = provider(fake, clock).authorize('google').then((token) => (settled = token));
    fake.post({ type: 'oauth-popup-result', state: 'state-1', accessToken: null });
    await Promise.resolve();
    expect(settled).toBeUndefined();
    expect(fake.listeners.size).toBe(1);
    fake.popup.close();
    clock.advance(400);
    clock.advance(1000);
    await outcome;
    expect(settled).toBeNull();
  });

  it.each(['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>', 'http://accounts.example/o/oauth2', '//evil.example/authorize'])(
    'never opens the unsafe authorize URL %j and says why',
    async (authorizeUrl) => {
      const fake = fakeBrowser();
      await expect(provider(fake, new ManualClock(), authorizeUrl).authorize('google')).rejects.toMatchObject({ name: 'AuthError', code: 'UnsafeUrl' });
      expect(fake.opened()).toBe(0);
      expect(fake.listeners.size).toBe(0);
    },
  );

  it('opens an https provider as given', async () => {
    const fake = fakeBrowser();
    const outcome = provider(fake, new ManualClock(), 'https://accounts.example/o/oauth2/auth?prompt=select_account').authorize('google');
    const url = new URL(fake.openedUrl());
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.example/o/oauth2/auth');
    expect(url.searchParams.get('prompt')).toBe('select_account');
    fake.post({ type: 'oauth-popup-result', state: 'state-1', accessToken: 'token-1' });
    expect(await outcome).toBe('token-1');
  });

  it('a token posted just before the popup closed still counts (the message may arrive after the close is seen)', async () => {
    const fake = fakeBrowser();
    const clock = new ManualClock();
    const outcome = provider(fake, clock).authorize('google');
    fake.popup.close();
    clock.advance(400);
    clock.advance(500);
    fake.post({ type: 'oauth-popup-result', state: 'state-1', accessToken: 'token-1' });
    expect(await outcome).toBe('token-1');
  });

  it('a popup closed without completing resolves null once the grace has passed (spec §8: no message)', async () => {
    const fake = fakeBrowser();
    const clock = new ManualClock();
    const outcome = provider(fake, clock).authorize('google');
    fake.popup.close();
    clock.advance(400);
    clock.advance(1000);
    expect(await outcome).toBeNull();
  });
});
