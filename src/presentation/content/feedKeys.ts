/**
 * The keys of the WAI-ARIA feed pattern (as Mastodon has them): from anywhere in an article, Page Down
 * moves to the next article and Page Up to the previous one. Returns where focus goes, or null when the
 * key is not the feed's or there is nowhere to go.
 */
export function feedKeyTarget<T>(articles: readonly T[], current: T, key: string): T | null {
  const index = articles.indexOf(current);
  if (index < 0) return null;
  if (key === 'PageDown') return articles[index + 1] ?? null;
  if (key === 'PageUp') return articles[index - 1] ?? null;
  return null;
}
