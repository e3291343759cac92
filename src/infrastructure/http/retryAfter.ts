/** api-contract.md: a 429 (too many requests) or a 503 (unavailable) may say when to ask again. */
export function isThrottled(status: number): boolean {
  return status === 429 || status === 503;
}

/**
 * A `Retry-After` header as the wait from `now`: whole seconds, or an HTTP date (never less than 0); null when
 * absent or unreadable. Only a date in GMT counts as one (RFC 9110), since `Date.parse` reads almost anything.
 */
export function retryAfterMs(value: string | null, now: number): number | null {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = text.endsWith('GMT') ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
