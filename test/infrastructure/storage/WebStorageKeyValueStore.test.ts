import { beforeEach, describe, expect, it } from 'vitest';
import { WebStorageKeyValueStore } from '../../../src/infrastructure/storage/WebStorageKeyValueStore';

/** A Storage whose every method throws, as in some privacy modes. */
function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    get length(): number {
      return fail();
    },
    clear: fail,
    getItem: fail,
    key: fail,
    removeItem: fail,
    setItem: fail,
  };
}

describe('WebStorageKeyValueStore', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('stores JSON values in the storage it wraps', () => {
    const store = new WebStorageKeyValueStore(localStorage);
    store.set('membership:net-1', { id: 'mem-1', credits: 2 });

    expect(localStorage.getItem('membership:net-1')).toBe('{"id":"mem-1","credits":2}');
    expect(store.get('membership:net-1')).toEqual({ id: 'mem-1', credits: 2 });
    expect(store.get('absent')).toBeNull();
  });

  it('reads unparsable text as absent', () => {
    localStorage.setItem('app-version', '4.4.1 not json');
    expect(new WebStorageKeyValueStore(localStorage).get('app-version')).toBeNull();
  });

  it('removes a key and every key with a prefix, leaving the others', () => {
    const store = new WebStorageKeyValueStore(localStorage);
    store.set('chat-draft:a', 'one');
    store.set('chat-draft:b', 'two');
    store.set('locale', 'it');
    store.set('consent-step', 1);

    store.removeByPrefix('chat-draft:');
    store.remove('consent-step');

    expect(Object.keys(localStorage)).toEqual(['locale']);
  });

  it('survives a storage that throws, keeping values for the life of the page', () => {
    const store = new WebStorageKeyValueStore(throwingStorage());

    expect(() => store.set('consent-step', 2)).not.toThrow();
    expect(store.get('consent-step')).toBe(2);
    store.removeByPrefix('consent');
    expect(store.get('consent-step')).toBeNull();
  });

  it('keeps a value the storage refused for lack of space, and prefers it to the stale stored one', () => {
    localStorage.setItem('membership', '"old"');
    const full: Storage = {
      get length() {
        return localStorage.length;
      },
      clear: () => localStorage.clear(),
      key: (index) => localStorage.key(index),
      getItem: (key) => localStorage.getItem(key),
      removeItem: (key) => localStorage.removeItem(key),
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    const store = new WebStorageKeyValueStore(full);

    store.set('membership', 'new');

    expect(store.get('membership')).toBe('new');
    store.remove('membership');
    expect(store.get('membership')).toBeNull();
  });

  it('works without any storage', () => {
    const store = new WebStorageKeyValueStore(null);
    store.set('birthdate', '2000-01-01');
    expect(store.get('birthdate')).toBe('2000-01-01');
  });
});
