import { describe, expect, it } from 'vitest';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { PersistentTokenStore } from '../../../src/infrastructure/storage/PersistentTokenStore';
import { WebStorageKeyValueStore } from '../../../src/infrastructure/storage/WebStorageKeyValueStore';
import { tokenStoreContract } from '../../application/ports/tokenStoreContract';

tokenStoreContract('PersistentTokenStore', () => new PersistentTokenStore(new InMemoryKeyValueStore()), () => {
  const browserStorage = new InMemoryKeyValueStore();
  return [new PersistentTokenStore(browserStorage), new PersistentTokenStore(browserStorage)];
});

describe('PersistentTokenStore', () => {
  it('persists only the refresh token, under the network', () => {
    const store = new InMemoryKeyValueStore();
    const tokens = new PersistentTokenStore(store);

    tokens.save('net-1', { accessToken: 'access-1', refreshToken: 'refresh-1', chatToken: 'chat-1' });

    expect(store.keys()).toEqual(['refresh-token:net-1']);
    expect(store.get('refresh-token:net-1')).toBe('refresh-1');
  });

  it('resumes from the persisted refresh token after a reload, without an access token', () => {
    const store = new InMemoryKeyValueStore();
    new PersistentTokenStore(store).save('net-1', { accessToken: 'access-1', refreshToken: 'refresh-1' });

    const reloaded = new PersistentTokenStore(store);

    expect(reloaded.accessToken('net-1')).toBeNull();
    expect(reloaded.refreshToken('net-1')).toBe('refresh-1');
  });

  it('reads the refresh token another tab rotated', () => {
    const store = new InMemoryKeyValueStore();
    const tokens = new PersistentTokenStore(store);
    tokens.save('net-1', { accessToken: 'access-1', refreshToken: 'refresh-1' });

    store.set('refresh-token:net-1', 'refresh-from-other-tab');

    expect(tokens.refreshToken('net-1')).toBe('refresh-from-other-tab');
  });

  it('ignores a stored value that is not a token', () => {
    const store = new InMemoryKeyValueStore();
    store.set('refresh-token:net-1', { tampered: true });
    expect(new PersistentTokenStore(store).refreshToken('net-1')).toBeNull();
  });

  it('never leaves a stale refresh token behind when the storage refuses the new one', () => {
    const backing = new Map<string, string>([['refresh-token:net-1', JSON.stringify('refresh-stale')]]);
    let full = false;
    const storage = {
      get length() {
        return backing.size;
      },
      key: (index: number) => [...backing.keys()][index] ?? null,
      getItem: (key: string) => backing.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
        backing.set(key, value);
      },
      removeItem: (key: string) => void backing.delete(key),
      clear: () => backing.clear(),
    } satisfies Storage;
    const tokens = new PersistentTokenStore(new WebStorageKeyValueStore(storage));
    full = true;

    tokens.save('net-1', { accessToken: 'access-2', refreshToken: 'refresh-new' });

    expect(tokens.refreshToken('net-1')).toBe('refresh-new');
    expect(backing.has('refresh-token:net-1')).toBe(false);
  });
});
