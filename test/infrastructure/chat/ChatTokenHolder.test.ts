import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../src/application/ports/KeyValueStore';
import { NetworkScope } from '../../../src/application/session/NetworkScope';
import { ChatTokenHolder } from '../../../src/infrastructure/chat/ChatTokenHolder';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';

/** A tab visiting net-a, with what an older version of the app left in its session storage. */
function tab() {
  const scope = new NetworkScope();
  scope.enter('net-a');
  const sessionStore = new InMemoryKeyValueStore();
  sessionStore.set(STORAGE_KEYS.legacyChatToken, 'chat-of-some-network');
  const holder = new ChatTokenHolder(scope, sessionStore);
  return { scope, sessionStore, holder };
}

describe('ChatTokenHolder', () => {
  it('holds the chat token of the network visited at sign-in, in memory only (it is given no way to write)', async () => {
    const { holder, sessionStore } = tab();
    await holder.signIn('chat-a');
    expect(holder.chatToken('net-a')).toBe('chat-a');
    expect(sessionStore.get(STORAGE_KEYS.legacyChatToken)).toBeNull();
  });

  it('removes the one chat token for every network an older version stored', () => {
    const { sessionStore } = tab();
    expect(sessionStore.get(STORAGE_KEYS.legacyChatToken)).toBeNull();
  });

  it("keeps each network's token apart, and a logout forgets only the network logged out of", async () => {
    const { holder, scope } = tab();
    await holder.signIn('chat-a');
    scope.enter('net-b');
    await holder.signIn('chat-b');

    holder.signOut('net-b');

    expect(holder.chatToken('net-b')).toBeNull();
    expect(holder.chatToken('net-a')).toBe('chat-a');
  });
});
