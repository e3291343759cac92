/**
 * What a member was writing, as kept on the device. How a draft is read back is all the storage adapter
 * needs (a full storage gives up the oldest drafts first), so it is apart from the drafts' limits (DraftLimits),
 * which only the screens that write drafts use: the adapter is on the first load, they are not.
 */

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

