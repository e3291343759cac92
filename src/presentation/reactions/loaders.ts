/** The feature's parts other features load on demand, each a chunk of its own (a barrel only re-exports). */
export const loadFeedReactions = () => import('./FeedReactions');
