/** The emoji a member may give a content or a comment (api-contract.md `Reaction`). */
export const REACTION_EMOJI = ['👍', '❤️', '😂', '😮', '😢', '🎉'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJI)[number];

/** One emoji's standing on a content or a comment: only emoji given at least once are listed. */
export interface Reaction {
  emoji: ReactionEmoji;
  count: number;
  /** The viewer gave it (always false for a guest). */
  mine: boolean;
}

export type ReactionTargetType = 'content' | 'comment';
