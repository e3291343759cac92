import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../src/application/ports/KeyValueStore';
import type { Tokens } from '../../../src/domain/auth/Tokens';
import { ChatTokenHolder } from '../../../src/infrastructure/chat/ChatTokenHolder';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';

const SIGNED_IN: Tokens = { accessToken: 'access-a', refreshToken: 'refresh-a' };

/** A tab, with what an older version of the app left in its session storage. */
function tab() {
  const localStore = new InMemoryKeyValueStore();
  const sessionStore = new InMemoryKeyValueStore();
  sessionStore.set(STORAGE_KEYS.legacyChatToken, 'chat-of-some-network');
  const holder = new ChatTokenHolder(localStore, sessionStore);
  return { localStore, sessionStore, holder };
}

describe('ChatTokenHolder', () => {
  it('holds the chat token of the sign-in (its tokens are saved through it), in memory only: only the refresh token is written', () => {
    const { holder, localStore, sessionStore } = tab();
    holder.save('net-a', { ...SIGNED_IN, chatToken: 'chat-a' });
    expect(holder.liveToken('net-a')).toBe('chat-a');
    expect(sessionStore.get(STORAGE_KEYS.legacyChatToken)).toBeNull();
    expect(JSON.stringify(localStore.get('refresh-token:net-a'))).not.toContain('chat-a');
  });

  it('removes the one chat token for every network an older version stored', () => {
    const { sessionStore } = tab();
    expect(sessionStore.get(STORAGE_KEYS.legacyChatToken)).toBeNull();
  });

  it("keeps each network's token apart, and a logout forgets only the network logged out of", () => {
    const { holder } = tab();
    holder.save('net-a', { ...SIGNED_IN, chatToken: 'chat-a' });
    holder.save('net-b', { accessToken: 'access-b', refreshToken: 'refresh-b', chatToken: 'chat-b' });

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
    const { holder } = tab();
    holder.save('net-a', { ...SIGNED_IN, chatToken: 'chat-1', chatTokenV2: 'chat-2' });
    holder.save('net-a', { accessToken: 'access-2', refreshToken: 'refresh-2', chatTokenV2: 'chat-2-renewed' });
    expect(holder.liveToken('net-a')).toBe('chat-2-renewed');
    holder.save('net-a', { accessToken: 'access-3', refreshToken: 'refresh-3' });
    expect(holder.liveToken('net-a')).toBe('access-3');
    expect([holder.accessToken('net-a'), holder.refreshToken('net-a')]).toEqual(['access-3', 'refresh-3']);
  });

  it('gives no token when no member is signed in there, nor a chat token without its access token', () => {
    const { holder, localStore } = tab();
    expect(holder.liveToken('net-a')).toBeNull();
    holder.save('net-a', { ...SIGNED_IN, chatTokenV2: 'chat-2' });
    // Another tab logged out: the shared refresh token is gone, and the access token is no longer trusted.
    localStore.remove('refresh-token:net-a');
    expect(holder.liveToken('net-a')).toBeNull();
  });

  it('is the token store: what it forgets, the channel no longer has', () => {
    const { holder } = tab();
    holder.save('net-a', { ...SIGNED_IN, chatTokenV2: 'chat-2' });
    holder.forgetAccessToken('net-a');
    expect([holder.accessToken('net-a'), holder.liveToken('net-a')]).toEqual([null, null]);

    holder.save('net-a', { ...SIGNED_IN, chatTokenV2: 'chat-2' });
    holder.clear('net-a');
    expect([holder.refreshToken('net-a'), holder.liveToken('net-a')]).toEqual([null, null]);
  });
});
