import type { KeyValueStore } from '../../application/ports/KeyValueStore';

/** Values are kept as JSON text, like web storage, so a caller never shares an object with the store. */
export class InMemoryKeyValueStore implements KeyValueStore {
  private readonly entries = new Map<string, string>();

  get<T>(key: string): T | null {
    const text = this.entries.get(key);
    return text === undefined ? null : JSON.parse(text);
  }

  set<T>(key: string, value: T): void {
    this.entries.set(key, JSON.stringify(value));
  }

  remove(key: string): void {
    this.entries.delete(key);
  }

  removeByPrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  keys(prefix = ''): string[] {
    return [...this.entries.keys()].filter((key) => key.startsWith(prefix));
  }
}
