import { REACTION_EMOJI, type Reaction, type ReactionEmoji } from './Reaction';

/** Whether the viewer gave `emoji` among `reactions`. */
export function isMine(reactions: readonly Reaction[], emoji: ReactionEmoji): boolean {
  return reactions.some((reaction) => reaction.emoji === emoji && reaction.mine);
}

/**
 * `reactions` once the viewer has given `emoji` (`mine` true) or taken it back (false), as the server counts them
 * (api-contract.md `Reaction`): a member gives each emoji at most once, so nothing changes when it is so already; the
 * count follows, and an emoji nobody gives any more leaves the list, which is in the emoji's order (REACTION_EMOJI).
 */
export function reactionsWithMine(reactions: readonly Reaction[], emoji: ReactionEmoji, mine: boolean): Reaction[] {
  if (isMine(reactions, emoji) === mine) return [...reactions];
  const count = (reactions.find((reaction) => reaction.emoji === emoji)?.count ?? 0) + (mine ? 1 : -1);
  const others = reactions.filter((reaction) => reaction.emoji !== emoji);
  const changed = count > 0 ? [...others, { emoji, count, mine }] : others;
  return changed.sort((a, b) => REACTION_EMOJI.indexOf(a.emoji) - REACTION_EMOJI.indexOf(b.emoji));
}

/** `reactions` once the viewer has clicked `emoji`: given when it was not theirs, taken back when it was. */
export function toggledReaction(reactions: readonly Reaction[], emoji: ReactionEmoji): Reaction[] {
  return reactionsWithMine(reactions, emoji, !isMine(reactions, emoji));
}
