import { describe, expect, it } from 'vitest';
import { NetworkScope } from '../../../src/application/session/NetworkScope';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { PersistentTokenStore } from '../../../src/infrastructure/storage/PersistentTokenStore';

function setUp() {
  const scope = new NetworkScope();
  const store = new InMemoryKeyValueStore();
  return { scope, store, tokens: new PersistentTokenStore(scope, store) };
}

describe('PersistentTokenStore', () => {
  it('persists only the refresh token, under the network in scope', () => {
    const { scope, store, tokens } = setUp();
    scope.enter('net-1');

    tokens.save({ accessToken: 'access-1', refreshToken: 'refresh-1', chatToken: 'chat-1' });

    expect(tokens.accessToken()).toBe('access-1');
    expect(tokens.refreshToken()).toBe('refresh-1');
    expect(store.keys()).toEqual(['refresh-token:net-1']);
    expect(store.get('refresh-token:net-1')).toBe('refresh-1');
  });

  it('resumes from the persisted refresh token after a reload, without an access token', () => {
    const { scope, store, tokens } = setUp();
    scope.enter('net-1');
    tokens.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });

    const reloadedScope = new NetworkScope();
    reloadedScope.enter('net-1');
    const reloaded = new PersistentTokenStore(reloadedScope, store);

    expect(reloaded.accessToken()).toBeNull();
    expect(reloaded.refreshToken()).toBe('refresh-1');
  });

  it('keeps the tokens of each network apart and clears only the one in scope', () => {
    const { scope, store, tokens } = setUp();
    scope.enter('net-1');
    tokens.save({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    scope.enter('net-2');
    expect(tokens.accessToken()).toBeNull();
    tokens.save({ accessToken: 'access-2', refreshToken: 'refresh-2' });

    tokens.clear();

    expect(tokens.accessToken()).toBeNull();
    expect(tokens.refreshToken()).toBeNull();
    expect(store.keys()).toEqual(['refresh-token:net-1']);
    scope.enter('net-1');
    expect(tokens.accessToken()).toBe('access-1');
  });

  it('ignores a stored value that is not a token', () => {
    const { scope, store, tokens } = setUp();
    scope.enter('net-1');
    store.set('refresh-token:net-1', { tampered: true });
    expect(tokens.refreshToken()).toBeNull();
  });

  it('has no tokens before a network is entered', () => {
    const { tokens } = setUp();
    expect(tokens.accessToken()).toBeNull();
    expect(tokens.refreshToken()).toBeNull();
    expect(() => tokens.save({ accessToken: 'a', refreshToken: 'r' })).toThrow(/network/);
  });
});
