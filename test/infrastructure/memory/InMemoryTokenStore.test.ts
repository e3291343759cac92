import { describe, expect, it } from 'vitest';
import { NetworkScope } from '../../../src/application/session/NetworkScope';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';

describe('InMemoryTokenStore', () => {
  it('keeps tokens per network and answers for the network in scope', () => {
    const scope = new NetworkScope();
    const store = new InMemoryTokenStore(scope);
    scope.enter('net-a');
    store.save({ accessToken: 'access-a', refreshToken: 'refresh-a' });
    scope.enter('net-b');

    expect(store.accessToken()).toBeNull();
    store.save({ accessToken: 'access-b', refreshToken: 'refresh-b' });
    scope.enter('net-a');

    expect(store.accessToken()).toBe('access-a');
    expect(store.refreshToken()).toBe('refresh-a');
  });

  it('clears only the network in scope', () => {
    const scope = new NetworkScope();
    const store = new InMemoryTokenStore(scope);
    scope.enter('net-a');
    store.save({ accessToken: 'access-a', refreshToken: 'refresh-a' });
    scope.enter('net-b');
    store.save({ accessToken: 'access-b', refreshToken: 'refresh-b' });

    store.clear();

    expect(store.refreshToken()).toBeNull();
    scope.enter('net-a');
    expect(store.refreshToken()).toBe('refresh-a');
  });

  it('keeps the refresh tokens when a reload forgets the access tokens', () => {
    const scope = new NetworkScope();
    const store = new InMemoryTokenStore(scope);
    scope.enter('net-a');
    store.save({ accessToken: 'access-a', refreshToken: 'refresh-a' });

    store.forgetAccessTokens();

    expect(store.accessToken()).toBeNull();
    expect(store.refreshToken()).toBe('refresh-a');
  });

  it('has no tokens before a network is entered, and refuses to save any', () => {
    const store = new InMemoryTokenStore(new NetworkScope());
    expect(store.accessToken()).toBeNull();
    expect(() => store.save({ accessToken: 'a', refreshToken: 'r' })).toThrow(/network/);
  });
});
