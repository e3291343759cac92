/** The emoji a member may give a content or a comment (api-contract.md `Reaction`), in the order a bar shows them. */
export const REACTION_EMOJI = ['👍', '❤️', '😂', '😮', '😢', '🎉'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJI)[number];

/** Each emoji's name, which its accessible name in every language is keyed by ("Thumbs up", "Pollice in su"). */
export const REACTION_NAMES = {
  '👍': 'thumbsUp',
  '❤️': 'heart',
  '😂': 'laughing',
  '😮': 'surprised',
  '😢': 'sad',
  '🎉': 'celebrate',
} as const satisfies Record<ReactionEmoji, string>;

/** One emoji's standing on a content or a comment: only emoji given at least once are listed. */
export interface Reaction {
  emoji: ReactionEmoji;
  count: number;
  /** The viewer gave it (always false for a guest). */
  mine: boolean;
}

export type ReactionTargetType = 'content' | 'comment';

/** What a reaction is given to: `PUT /v2/reactions/{targetType}/{targetId}`. */
export interface ReactionTarget {
  type: ReactionTargetType;
  id: string;
}
