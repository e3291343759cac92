import { describe, expect, it } from 'vitest';
import { PopupIdentityProvider } from '../../../src/infrastructure/identity/PopupIdentityProvider';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { SequenceRandomSource } from '../../../src/infrastructure/memory/SequenceRandomSource';

const ORIGIN = 'https://app.example';

function fakeBrowser() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const popup = { closed: false, close() { this.closed = true; } };
  let openedUrl = '';
  const browser = {
    location: { origin: ORIGIN },
    open: (url: string) => {
      openedUrl = url;
      return popup;
    },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  };
  const post = (data: unknown, origin = ORIGIN) => listeners.forEach((listener) => listener({ data, origin } as MessageEvent));
  return { browser: browser as unknown as Window, popup, post, openedUrl: () => openedUrl, listeners };
}

function provider(fake: ReturnType<typeof fakeBrowser>, clock: ManualClock) {
  return new PopupIdentityProvider(() => ({ authorizeUrl: '/__demo/idp/google', clientId: 'client-1', scope: 'openid' }), clock, new SequenceRandomSource(['state-1']), fake.browser);
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
