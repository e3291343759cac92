import { isDraftKey, type KeyValueStore } from '../../application/ports/KeyValueStore';
import { asStoredDraft } from '../../domain/drafts/StoredDraft';

/**
 * JSON values in localStorage or sessionStorage. Web storage may be missing (null), refuse writes
 * (quota, privacy modes), refuse reads (blocked site data) or hold text another version wrote: none
 * of that may break the app or leave it reading a stale value, so
 * - a value the storage refuses is kept in memory for the life of the page, and the value stored
 *   before it is removed: another tab, or this one after a reload, must not read what was replaced
 *   (a used refresh token, a membership of someone who signed out);
 * - a storage that cannot be read answers with what this page wrote, else nothing;
 * - unreadable text reads as absent;
 * - a full storage gives up drafts, oldest first, until the write fits: a draft never costs a refresh token
 *   (the session) or anything else the app keeps (DESIGN.md Conventions).
 */
export class WebStorageKeyValueStore implements KeyValueStore {
  /** Values the storage refused: they win over whatever it still holds. */
  private readonly refused = new Map<string, string>();
  /** Values this page stored: read back only when the storage cannot be read. */
  private readonly written = new Map<string, string>();

  constructor(private readonly storage: Storage | null) {}

  get<T>(key: string): T | null {
    return parseJson(this.refused.get(key) ?? this.attempt(() => this.storage?.getItem(key) ?? null, this.written.get(key) ?? null)) as T | null;
  }

  set<T>(key: string, value: T): void {
    const text = JSON.stringify(value) as string | undefined;
    // undefined, functions and symbols have no JSON: storing them would read back as something else.
    if (text === undefined) return this.remove(key);
    const stored = this.attempt(() => {
      if (!this.storage) return false;
      this.writeMakingRoom(this.storage, key, text);
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
      for (const key of this.storedKeys().filter((stored) => stored.startsWith(prefix))) this.storage?.removeItem(key);
    }, undefined);
  }

  keys(prefix: string): string[] {
    const keys = new Set([...this.attempt(() => this.storedKeys(), [...this.written.keys()]), ...this.refused.keys()]);
    return [...keys].filter((key) => key.startsWith(prefix));
  }

  private storedKeys(): string[] {
    const keys: string[] = [];
    for (let index = 0; index < (this.storage?.length ?? 0); index++) {
      const key = this.storage?.key(index);
      if (key != null) keys.push(key);
    }
    return keys;
  }

  /** Writes `text`; when the storage is full, drops the other drafts one by one, oldest first, until it fits. */
  private writeMakingRoom(storage: Storage, key: string, text: string): void {
    let expendable: string[] | null = null;
    for (;;) {
      try {
        storage.setItem(key, text);
        return;
      } catch (error) {
        if (!isQuotaExceeded(error)) throw error;
        expendable ??= this.draftsOldestFirst(key);
        const dropped = expendable.shift();
        if (dropped === undefined) throw error;
        storage.removeItem(dropped);
        this.written.delete(dropped);
      }
    }
  }

  private draftsOldestFirst(except: string): string[] {
    const savedAt = (key: string) => asStoredDraft(parseJson(this.storage?.getItem(key) ?? null))?.savedAt ?? 0;
    return this.storedKeys()
      .filter((key) => key !== except && isDraftKey(key))
      .map((key) => ({ key, savedAt: savedAt(key) }))
      .sort((a, b) => a.savedAt - b.savedAt)
      .map(({ key }) => key);
  }

  private attempt<T>(operation: () => T, otherwise: T): T {
    try {
      return operation();
    } catch {
      return otherwise;
    }
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Browsers name a full storage differently (Firefox's legacy name). */
function isQuotaExceeded(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
}
