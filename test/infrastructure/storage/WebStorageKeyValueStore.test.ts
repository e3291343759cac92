// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { PersistentTokenStore } from '../../../src/infrastructure/storage/PersistentTokenStore';
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

/** localStorage itself, except for the methods given, e.g. a setItem that throws as a full storage does. */
function localStorageExcept(overrides: Partial<Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>>): Storage {
  return {
    get length() {
      return localStorage.length;
    },
    clear: () => localStorage.clear(),
    key: (index) => localStorage.key(index),
    getItem: (key) => localStorage.getItem(key),
    removeItem: (key) => localStorage.removeItem(key),
    setItem: (key, value) => localStorage.setItem(key, value),
    ...overrides,
  };
}

/** A Storage in memory that refuses, as a full one does, to hold more than `capacity` characters (keys and values). */
function storageOfCapacity() {
  const items = new Map<string, string>();
  const used = (without?: string) => [...items].reduce((sum, [key, value]) => sum + (key === without ? 0 : key.length + value.length), 0);
  const limits = { capacity: Infinity };
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (used(key) + key.length + value.length > limits.capacity) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
  };
  /** From now on, only `room` more characters fit. */
  const fillUpTo = (room: number) => (limits.capacity = used() + room);
  return { storage, fillUpTo };
}

const draft = (value: string, savedAt: number) => ({ value, savedAt });

const quotaExceeded = () => {
  throw new DOMException('Quota exceeded', 'QuotaExceededError');
};
const securityError = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

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
    const store = new WebStorageKeyValueStore(localStorageExcept({ setItem: quotaExceeded }));

    store.set('membership', 'new');

    expect(store.get('membership')).toBe('new');
    store.remove('membership');
    expect(store.get('membership')).toBeNull();
  });

  it('removes the stored value a refused write replaces: another tab or a reload never reads the stale one', () => {
    localStorage.setItem('refresh-token:net-1', '"rotated-away"');
    const store = new WebStorageKeyValueStore(localStorageExcept({ setItem: quotaExceeded }));

    store.set('refresh-token:net-1', 'fresh');

    expect(localStorage.getItem('refresh-token:net-1')).toBeNull();
    expect(new WebStorageKeyValueStore(localStorage).get('refresh-token:net-1')).toBeNull();
    expect(store.get('refresh-token:net-1')).toBe('fresh');
  });

  it('stores again once the storage accepts writes, and forgets the in-memory copy', () => {
    let full = true;
    const store = new WebStorageKeyValueStore(localStorageExcept({ setItem: (key, value) => (full ? quotaExceeded() : localStorage.setItem(key, value)) }));
    store.set('locale-hint', 'it');
    full = false;

    store.set('locale-hint', 'en');
    localStorage.setItem('locale-hint', '"written by another tab"');

    expect(store.get('locale-hint')).toBe('written by another tab');
  });

  it('reads as absent when the storage refuses reads, and still answers what this page wrote', () => {
    localStorage.setItem('membership', '{"id":"mem-1"}');
    const store = new WebStorageKeyValueStore(localStorageExcept({ getItem: securityError }));

    expect(() => store.get('membership')).not.toThrow();
    expect(store.get('membership')).toBeNull();
    store.set('membership', { id: 'mem-2' });
    expect(localStorage.getItem('membership')).toBe('{"id":"mem-2"}');
    expect(store.get('membership')).toEqual({ id: 'mem-2' });
    store.remove('membership');
    expect(store.get('membership')).toBeNull();
    expect(localStorage.getItem('membership')).toBeNull();
  });

  it('keeps the new value in memory when the storage refuses both the write and the removal of the old value', () => {
    localStorage.setItem('consent-step', '1');
    const store = new WebStorageKeyValueStore(localStorageExcept({ setItem: securityError, removeItem: securityError }));

    expect(() => store.set('consent-step', 2)).not.toThrow();
    expect(store.get('consent-step')).toBe(2);
  });

  it.each(['', '{', '{"id":', 'undefined', 'NaN', "'single quotes'", '4.4.1'])('reads malformed stored text %j as absent, and can overwrite it', (text) => {
    localStorage.setItem('app-version', text);
    const store = new WebStorageKeyValueStore(localStorage);

    expect(store.get('app-version')).toBeNull();
    store.set('app-version', '4.4.1');
    expect(store.get('app-version')).toBe('4.4.1');
  });

  describe('a full storage (issue 22 §5)', () => {
    it('gives up drafts, oldest first, to store a refresh token, which a reload then reads', () => {
      const { storage, fillUpTo } = storageOfCapacity();
      const store = new WebStorageKeyValueStore(storage);
      store.set('chat-draft:net-1:c1', draft('a'.repeat(80), 2_000));
      store.set('comment-draft:net-2:k1', draft('b'.repeat(80), 1_000));
      store.set('survey-draft:net-1:mem-ada:s1', draft('c'.repeat(80), 3_000));
      store.set('membership:net-1', { id: 'mem-ada' });
      fillUpTo(20);

      new PersistentTokenStore(store).save('net-1', { accessToken: 'access', refreshToken: 'r'.repeat(100) });

      const reloaded = new WebStorageKeyValueStore(storage);
      expect(new PersistentTokenStore(reloaded).refreshToken('net-1')).toBe('r'.repeat(100));
      expect(reloaded.keys('').sort()).toEqual(['chat-draft:net-1:c1', 'membership:net-1', 'refresh-token:net-1', 'survey-draft:net-1:mem-ada:s1']);
    });

    it('gives up older drafts for a new one, oldest first, never the tokens or anything else', () => {
      const { storage, fillUpTo } = storageOfCapacity();
      const store = new WebStorageKeyValueStore(storage);
      store.set('refresh-token:net-1', 'r'.repeat(60));
      store.set('membership:net-1', { id: 'mem-ada' });
      store.set('chat-draft:net-1:c1', draft('old', 1_000));
      store.set('chat-draft:net-9:c1', draft('older', 500));
      fillUpTo(10);

      store.set('comment-draft:net-1:k1', draft('new', 9_000));

      expect(new WebStorageKeyValueStore(storage).keys('').sort()).toEqual(['chat-draft:net-1:c1', 'comment-draft:net-1:k1', 'membership:net-1', 'refresh-token:net-1']);
    });

    it('does not store a draft that cannot fit even alone, and keeps the tokens', () => {
      const { storage, fillUpTo } = storageOfCapacity();
      const store = new WebStorageKeyValueStore(storage);
      store.set('refresh-token:net-1', 'r'.repeat(60));
      store.set('chat-draft:net-1:c1', draft('old', 1_000));
      fillUpTo(100);

      store.set('chat-draft:net-1:c1', draft('x'.repeat(500), 2_000));

      expect(storage.getItem('chat-draft:net-1:c1')).toBeNull();
      expect(new WebStorageKeyValueStore(storage).get('refresh-token:net-1')).toBe('r'.repeat(60));
    });

    it('drops no draft for a refusal that is not about space', () => {
      localStorage.setItem('chat-draft:net-1:c1', JSON.stringify(draft('kept', 1_000)));
      const store = new WebStorageKeyValueStore(localStorageExcept({ setItem: securityError }));

      store.set('refresh-token:net-1', 'token');

      expect(localStorage.getItem('chat-draft:net-1:c1')).not.toBeNull();
      expect(store.get('refresh-token:net-1')).toBe('token');
    });
  });

  it('lists the keys with a prefix, those kept in memory included', () => {
    localStorage.setItem('chat-draft:net-1:c1', '"a"');
    localStorage.setItem('locale', '"it"');
    const store = new WebStorageKeyValueStore(localStorageExcept({ setItem: securityError }));
    store.set('chat-draft:net-1:c2', 'refused, so in memory');

    expect(store.keys('chat-draft:').sort()).toEqual(['chat-draft:net-1:c1', 'chat-draft:net-1:c2']);
    expect(new WebStorageKeyValueStore(throwingStorage()).keys('')).toEqual([]);
  });

  it('works without any storage', () => {
    const store = new WebStorageKeyValueStore(null);
    expect(store.get('birthdate')).toBeNull();
    store.set('birthdate', '2000-01-01');
    expect(store.get('birthdate')).toBe('2000-01-01');
    store.set('chat-draft:a', 'hi');
    store.removeByPrefix('chat-draft:');
    store.remove('birthdate');
    expect([store.get('birthdate'), store.get('chat-draft:a')]).toEqual([null, null]);
  });
});
