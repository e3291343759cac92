/** The reactions feature's public face: what other features may use of it. */
export type { ReactionHolder, ReactionToggles } from './ReactionToggles';
export { ReactionBar } from './ReactionBar';
export { REACTIONS_PRESENTERS } from './reactionsTokens';
export { loadFeedReactions } from './loaders';
