import type { KeyValueStore } from '../../application/ports/KeyValueStore';

/** Keeps what a member is writing under `key` (spec §3 drafts): blank text leaves no trace to clear. */
export function keepDraft(store: Pick<KeyValueStore, 'set' | 'remove'>, key: string, text: string): void {
  if (text.trim() === '') store.remove(key);
  else store.set(key, text);
}
