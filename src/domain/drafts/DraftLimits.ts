import type { StoredDraft } from './StoredDraft';

/**
 * What a member was writing is kept on the device so a reload loses nothing, within bounds: written
 * at most every 500 ms, at most 20 KB, and forgotten after 30 days.
 */
export const DRAFT_LIMITS = {
  writeIntervalMs: 500,
  /** UTF-8 bytes of the stored JSON: a larger draft is not stored (the text stays in its field). */
  maxBytes: 20 * 1024,
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
} as const;

export function isDraftExpired(draft: Pick<StoredDraft<unknown>, 'savedAt'>, now: number): boolean {
  return now - draft.savedAt > DRAFT_LIMITS.maxAgeMs;
}

export function fitsDraftSize(draft: StoredDraft<unknown>): boolean {
  return new TextEncoder().encode(JSON.stringify(draft)).length <= DRAFT_LIMITS.maxBytes;
}
