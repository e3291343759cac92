import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../src/application/ports/KeyValueStore';
import { NetworkScope } from '../../../src/application/session/NetworkScope';
import type { Tokens } from '../../../src/domain/auth/Tokens';
import { ChatTokenHolder } from '../../../src/infrastructure/chat/ChatTokenHolder';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';

const SIGNED_IN: Tokens = { accessToken: 'access-a', refreshToken: 'refresh-a' };

/** A tab visiting net-a, with what an older version of the app left in its session storage. */
function tab() {
  const scope = new NetworkScope();
  scope.enter('net-a');
  const sessionStore = new InMemoryKeyValueStore();
  sessionStore.set(STORAGE_KEYS.legacyChatToken, 'chat-of-some-network');
  const refreshTokens = new Map<string, string>();
  const store = new InMemoryTokenStore(refreshTokens);
  const holder = new ChatTokenHolder(store, scope, sessionStore);
  return { scope, sessionStore, store, refreshTokens, holder };
}

describe('ChatTokenHolder', () => {
  it('holds the chat token of the network visited at sign-in, in memory only (it is given no way to write)', async () => {
    const { holder, sessionStore } = tab();
    holder.save('net-a', SIGNED_IN);
    await holder.signIn('chat-a');
    expect(holder.liveToken('net-a')).toBe('chat-a');
    expect(sessionStore.get(STORAGE_KEYS.legacyChatToken)).toBeNull();
  });

  it('removes the one chat token for every network an older version stored', () => {
    const { sessionStore } = tab();
    expect(sessionStore.get(STORAGE_KEYS.legacyChatToken)).toBeNull();
  });

  it("keeps each network's token apart, and a logout forgets only the network logged out of", async () => {
    const { holder, scope } = tab();
    holder.save('net-a', SIGNED_IN);
    await holder.signIn('chat-a');
    scope.enter('net-b');
    holder.save('net-b', { accessToken: 'access-b', refreshToken: 'refresh-b' });
    await holder.signIn('chat-b');

    holder.signOut('net-b');

    expect(holder.liveToken('net-b')).toBe('access-b');
    expect(holder.liveToken('net-a')).toBe('chat-a');
  });

  it.each([
    ['chatTokenV2, when the tokens carry one', { chatToken: 'chat-1', chatTokenV2: 'chat-2' }, 'chat-2'],
    ['else chatToken', { chatToken: 'chat-1' }, 'chat-1'],
    ['else the access token (a network without chat)', {}, 'access-a'],
  ])('authenticates the live channel with %s (api-contract.md Live events)', (_case, chat, token) => {
    const { holder } = tab();
    holder.save('net-a', { ...SIGNED_IN, ...chat });
    expect(holder.liveToken('net-a')).toBe(token);
  });

  it('keeps what each save brings: a refresh (after a reload, after a 4401) replaces the chat tokens of the sign-in', () => {
    const { holder, store } = tab();
    holder.save('net-a', { ...SIGNED_IN, chatToken: 'chat-1', chatTokenV2: 'chat-2' });
    holder.save('net-a', { accessToken: 'access-2', refreshToken: 'refresh-2', chatTokenV2: 'chat-2-renewed' });
    expect(holder.liveToken('net-a')).toBe('chat-2-renewed');
    holder.save('net-a', { accessToken: 'access-3', refreshToken: 'refresh-3' });
    expect(holder.liveToken('net-a')).toBe('access-3');
    // The wrapped store holds the tokens themselves.
    expect([store.accessToken('net-a'), store.refreshToken('net-a')]).toEqual(['access-3', 'refresh-3']);
    expect([holder.accessToken('net-a'), holder.refreshToken('net-a')]).toEqual(['access-3', 'refresh-3']);
  });

  it('gives no token when no member is signed in there, nor a chat token without its access token', () => {
    const { holder, refreshTokens } = tab();
    expect(holder.liveToken('net-a')).toBeNull();
    holder.save('net-a', { ...SIGNED_IN, chatTokenV2: 'chat-2' });
    // Another tab logged out: the shared refresh token is gone, and the access token is no longer trusted.
    refreshTokens.delete('net-a');
    expect(holder.liveToken('net-a')).toBeNull();
  });

  it('keeps the tokens in the store it wraps: what it forgets, the channel no longer has', () => {
    const { holder, store } = tab();
    holder.save('net-a', { ...SIGNED_IN, chatTokenV2: 'chat-2' });
    holder.forgetAccessToken('net-a');
    expect([store.accessToken('net-a'), holder.liveToken('net-a')]).toEqual([null, null]);

    holder.save('net-a', { ...SIGNED_IN, chatTokenV2: 'chat-2' });
    holder.clear('net-a');
    expect([store.refreshToken('net-a'), holder.liveToken('net-a')]).toEqual([null, null]);
  });
});
