/**
 * Issue 22 §5: what a member was writing, kept on the device so a reload loses nothing, within bounds: written
 * at most every 500 ms, at most 20 KB, and forgotten after 30 days.
 */
export const DRAFT_LIMITS = {
  writeIntervalMs: 500,
  /** UTF-8 bytes of the stored JSON: a larger draft is not stored (the text stays in its field). */
  maxBytes: 20 * 1024,
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** A draft as stored: its value and when it was written (epoch ms), so an old one can be dropped. */
export interface StoredDraft<T> {
  value: T;
  savedAt: number;
}

/** A stored value read back as a draft; anything else (another version's format, tampering) is none. */
export function asStoredDraft(stored: unknown): StoredDraft<unknown> | null {
  if (typeof stored !== 'object' || stored === null || !('value' in stored) || !('savedAt' in stored)) return null;
  const { value, savedAt } = stored;
  return typeof savedAt === 'number' && Number.isFinite(savedAt) ? { value, savedAt } : null;
}

export function isDraftExpired(draft: Pick<StoredDraft<unknown>, 'savedAt'>, now: number): boolean {
  return now - draft.savedAt > DRAFT_LIMITS.maxAgeMs;
}

export function fitsDraftSize(draft: StoredDraft<unknown>): boolean {
  return new TextEncoder().encode(JSON.stringify(draft)).length <= DRAFT_LIMITS.maxBytes;
}
