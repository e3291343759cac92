/** Spec §5: e-mail addresses are trimmed, and lowercased before they are sent. */
export function normalizedEmail(raw: string): string {
  return raw.trim().toLowerCase();
}
