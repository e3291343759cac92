import type { PresenterToken } from '../tokens';
import type { ReactionToggles } from './ReactionToggles';

/**
 * The reactions' presenters, bound with the feed's extras or the community's module, whichever loads first. Their
 * names live in this lazy chunk rather than in PRESENTERS: the first load has no room to spare (DESIGN.md budget).
 */
export const REACTIONS_PRESENTERS = {
  /** The member's reactions on contents, one per app: the feed's cards and the content page show the same. */
  ContentReactions: Symbol.for('ContentReactionsPresenter') as PresenterToken<ReactionToggles>,
};

/** The one ReactionToggles of contents (the feed's cards and the content page share it). */
export const CONTENT_REACTIONS = Symbol.for('ContentReactions');
/** Makes the ReactionToggles of a thread's comments: `(thread: ReactionHolder) => ReactionToggles`. */
export const COMMENT_REACTIONS = Symbol.for('CommentReactions');
