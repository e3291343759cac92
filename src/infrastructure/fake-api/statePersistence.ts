import type { StatePersistence } from './FakeBackend';
import type { FakeState } from './FakeState';

export const DEMO_STATE_KEY = 'fake-api:state';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Keeps the fake state in a Web Storage (localStorage in demo mode). A full or blocked storage (private
 * browsing, quota) must not break the demo: it then simply forgets on reload.
 */
export function createStoragePersistence(storage: KeyValueStorage, key: string = DEMO_STATE_KEY): StatePersistence {
  return {
    load() {
      try {
        const text = storage.getItem(key);
        return text ? (JSON.parse(text) as FakeState) : null;
      } catch {
        return null;
      }
    },
    save(state) {
      try {
        storage.setItem(key, JSON.stringify(state));
      } catch {
        // Quota exceeded or storage disabled: keep running from memory.
      }
    },
    clear() {
      try {
        storage.removeItem(key);
      } catch {
        // Same as above.
      }
    },
  };
}

/** In-memory persistence that round-trips through JSON, like the real ones; for tests and scripts. */
export function createMemoryPersistence(): StatePersistence & { readonly saved: string | null } {
  let saved: string | null = null;
  return {
    get saved() {
      return saved;
    },
    load: () => (saved === null ? null : (JSON.parse(saved) as FakeState)),
    save: (state) => {
      saved = JSON.stringify(state);
    },
    clear: () => {
      saved = null;
    },
  };
}
