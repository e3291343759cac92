/**
 * A link back to the feed (a content page's "Back to the feed") marks its navigation with this state, so the
 * feed finds where the member was, as it does on the browser's back button.
 */
export const BACK_TO_FEED = { backToFeed: true } as const;

export function isBackToFeed(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { backToFeed?: unknown }).backToFeed === true;
}
