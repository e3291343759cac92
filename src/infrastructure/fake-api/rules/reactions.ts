import type { LiveEventData, LiveEventName } from '../../../domain/live/LiveEvent';
import { REACTION_EMOJI, type Reaction, type ReactionTarget } from '../../../domain/reactions/Reaction';
import type { FakeState, ReactionGivers } from '../FakeState';

/** Who gave each emoji to `target`. */
export function giversOf(state: FakeState, target: ReactionTarget): ReactionGivers {
  const givers: ReactionGivers = {};
  for (const reaction of state.reactions) {
    if (reaction.targetType === target.type && reaction.targetId === target.id) (givers[reaction.emoji] ??= []).push(reaction.memberId);
  }
  return givers;
}

/**
 * api-contract.md `Reaction` as `viewerId` sees it: only emoji given at least once, in the emoji's order, `mine` when
 * the viewer gave it (never for a guest, null).
 */
export function reactionsSeenBy(givers: ReactionGivers, viewerId: string | null): Reaction[] {
  return REACTION_EMOJI.flatMap((emoji) => {
    const members = givers[emoji] ?? [];
    return members.length > 0 ? [{ emoji, count: members.length, mine: viewerId !== null && members.includes(viewerId) }] : [];
  });
}

/** The reactions of `target` as `viewerId` sees them: what every content and comment answer carries. */
export function reactionsOf(state: FakeState, target: ReactionTarget, viewerId: string | null): Reaction[] {
  return reactionsSeenBy(giversOf(state, target), viewerId);
}

/** What a live event's payload lists the reactions of, if it lists any (a content, a comment, their reactions). */
export function reactionTargetOf<Name extends LiveEventName>(name: Name, data: LiveEventData[Name]): ReactionTarget | null {
  if (name === 'reactions.changed') {
    const changed = data as LiveEventData['reactions.changed'];
    return { type: changed.targetType, id: changed.targetId };
  }
  if (name === 'content.created' || name === 'content.updated') return { type: 'content', id: (data as LiveEventData['content.created']).id };
  if (name === 'comment.created' || name === 'comment.updated') return { type: 'comment', id: (data as LiveEventData['comment.created']).id };
  return null;
}
