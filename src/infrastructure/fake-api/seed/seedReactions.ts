import type { ReactionEmoji, ReactionTargetType } from '../../../domain/reactions/Reaction';
import type { ReactionRecord } from '../FakeState';

const ADA = 'mem-ada-harbour';
const GIULIA = 'mem-giulia-harbour';
const MARCO = 'mem-marco-harbour';
const VICTOR = 'mem-victor-harbour';

/** Who gave which emoji to what. */
const HARBOUR_REACTIONS: readonly [targetType: ReactionTargetType, targetId: string, emoji: ReactionEmoji, memberIds: readonly string[]][] = [
  ['content', 'cnt-harbour-sunday', '👍', [ADA, GIULIA, VICTOR]],
  ['content', 'cnt-harbour-sunday', '🎉', [GIULIA]],
  ['content', 'cnt-harbour-10k', '🎉', [ADA, VICTOR]],
  ['content', 'cnt-harbour-10k', '❤️', [GIULIA]],
  ['content', 'cnt-harbour-drills', '👍', [ADA, MARCO]],
  ['content', 'cnt-harbour-drills', '😂', [VICTOR]],
  ['content', 'cnt-harbour-lighthouse', '❤️', [ADA, MARCO, VICTOR]],
  ['content', 'cnt-harbour-lighthouse', '😮', [ADA]],
  ['comment', 'cmt-harbour-2', '👍', [ADA]],
  ['comment', 'cmt-harbour-5', '😂', [ADA, MARCO]],
  ['comment', 'cmt-harbour-10', '❤️', [ADA, MARCO, VICTOR]],
  ['comment', 'cmt-harbour-17', '😂', [GIULIA, MARCO]],
];

/** Harbour Runners' reactions in the seed: on its recent contents and a few comments, some of them ada's own. */
export function seedReactions(): ReactionRecord[] {
  return HARBOUR_REACTIONS.flatMap(([targetType, targetId, emoji, memberIds]) => memberIds.map((memberId) => ({ targetType, targetId, emoji, memberId })));
}
