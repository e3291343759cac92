import type { Reaction, ReactionEmoji, ReactionTarget } from '../../domain/reactions/Reaction';

/**
 * The member's reactions (api-contract.md `PUT/DELETE /v2/reactions/{targetType}/{targetId}`): each answers the
 * target's reactions afterwards. 401 for a guest; 403 AccessDenied without read access.
 */
export interface ReactionGateway {
  /** Gives `emoji` (once: giving it again changes nothing). */
  give(target: ReactionTarget, emoji: ReactionEmoji): Promise<Reaction[]>;
  /** Takes `emoji` back (nothing changes when it was not given). */
  take(target: ReactionTarget, emoji: ReactionEmoji): Promise<Reaction[]>;
}
export const REACTION_GATEWAY = Symbol.for('ReactionGateway');
