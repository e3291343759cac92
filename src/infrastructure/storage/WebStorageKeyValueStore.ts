import type { KeyValueStore } from '../../application/ports/KeyValueStore';

/**
 * JSON values in localStorage or sessionStorage. Web storage may be missing (null), refuse writes
 * (quota, privacy modes), refuse reads (blocked site data) or hold text another version wrote: none
 * of that may break the app or leave it reading a stale value, so
 * - a value the storage refuses is kept in memory for the life of the page, and the value stored
 *   before it is removed: another tab, or this one after a reload, must not read what was replaced
 *   (a used refresh token, a membership of someone who signed out);
 * - a storage that cannot be read answers with what this page wrote, else nothing;
 * - unreadable text reads as absent.
 */
export class WebStorageKeyValueStore implements KeyValueStore {
  /** Values the storage refused: they win over whatever it still holds. */
  private readonly refused = new Map<string, string>();
  /** Values this page stored: read back only when the storage cannot be read. */
  private readonly written = new Map<string, string>();

  constructor(private readonly storage: Storage | null) {}

  get<T>(key: string): T | null {
    const text = this.refused.get(key) ?? this.attempt(() => this.storage?.getItem(key) ?? null, this.written.get(key) ?? null);
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  }

  set<T>(key: string, value: T): void {
    const text = JSON.stringify(value) as string | undefined;
    // undefined, functions and symbols have no JSON: storing them would read back as something else.
    if (text === undefined) return this.remove(key);
    const stored = this.attempt(() => {
      if (!this.storage) return false;
      this.storage.setItem(key, text);
      return true;
    }, false);
    this.written.set(key, text);
    if (stored) {
      this.refused.delete(key);
      return;
    }
    this.refused.set(key, text);
    // The replaced value must not outlive this page in the storage (another tab, a reload would read it).
    this.attempt(() => this.storage?.removeItem(key), undefined);
  }

  remove(key: string): void {
    this.refused.delete(key);
    this.written.delete(key);
    this.attempt(() => this.storage?.removeItem(key), undefined);
  }

  removeByPrefix(prefix: string): void {
    for (const memory of [this.refused, this.written]) {
      for (const key of [...memory.keys()]) if (key.startsWith(prefix)) memory.delete(key);
    }
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
