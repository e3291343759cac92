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
