import type { KeyValueStore } from '../../application/ports/KeyValueStore';

/**
 * JSON values in localStorage or sessionStorage. Web storage may be missing (null), refuse writes
 * (quota, privacy modes) or hold text another version wrote: none of that may break the app, so a
 * value the storage refuses is kept in memory for the life of the page, and unreadable text reads
 * as absent.
 */
export class WebStorageKeyValueStore implements KeyValueStore {
  private readonly fallback = new Map<string, string>();

  constructor(private readonly storage: Storage | null) {}

  get<T>(key: string): T | null {
    const text = this.fallback.get(key) ?? this.attempt(() => this.storage?.getItem(key) ?? null, null);
    if (text === null) return null;
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }

  set<T>(key: string, value: T): void {
    const text = JSON.stringify(value);
    // undefined, functions and symbols have no JSON: storing them would read back as something else.
    if (text === undefined) return this.remove(key);
    const stored = this.attempt(() => {
      if (!this.storage) return false;
      this.storage.setItem(key, text);
      return true;
    }, false);
    if (stored) this.fallback.delete(key);
    else this.fallback.set(key, text);
  }

  remove(key: string): void {
    this.fallback.delete(key);
    this.attempt(() => this.storage?.removeItem(key), undefined);
  }

  removeByPrefix(prefix: string): void {
    for (const key of [...this.fallback.keys()]) if (key.startsWith(prefix)) this.fallback.delete(key);
    this.attempt(() => {
      if (!this.storage) return;
      const keys: string[] = [];
      for (let index = 0; index < this.storage.length; index++) {
        const key = this.storage.key(index);
        if (key?.startsWith(prefix)) keys.push(key);
      }
      for (const key of keys) this.storage.removeItem(key);
    }, undefined);
  }

  private attempt<T>(operation: () => T, otherwise: T): T {
    try {
      return operation();
    } catch {
      return otherwise;
    }
  }
}
