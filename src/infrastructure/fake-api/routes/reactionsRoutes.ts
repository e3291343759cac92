import { REACTION_EMOJI, type ReactionEmoji, type ReactionTarget } from '../../../domain/reactions/Reaction';
import { fail } from '../FakeApiError';
import type { ReactionRecord } from '../FakeState';
import { NETWORK_READERS } from '../live/liveAudience';
import { data, type Reply, type Route, type RouteContext } from '../Route';
import { reactionsOf } from '../rules/reactions';
import { commentOfThisNetwork, contentOfThisNetwork } from './contentsRoutes';

const EMOJI_PROBLEM = `The emoji must be one of ${REACTION_EMOJI.join(' ')}.`;

function readEmoji(value: unknown): ReactionEmoji {
  if (typeof value === 'string' && (REACTION_EMOJI as readonly string[]).includes(value)) return value as ReactionEmoji;
  return fail(422, 'ValidationError', EMOJI_PROBLEM, { fields: { emoji: EMOJI_PROBLEM } });
}

/** The content or comment of the path, of this network: 404 `NotFound` otherwise, as on their own calls. */
function targetOf(context: RouteContext): ReactionTarget {
  const id = context.param('targetId');
  switch (context.param('targetType')) {
    case 'content':
      return { type: 'content', id: contentOfThisNetwork(context, id).id };
    case 'comment':
      return { type: 'comment', id: commentOfThisNetwork(context, id).id };
    default:
      return fail(404, 'NotFound', 'Reactions are given to contents and comments.');
  }
}

/**
 * The member's `emoji` on the target given (or taken back), and the target's reactions afterwards as they see them.
 * A member gives each emoji once: giving it again, or taking back one not given, changes nothing and tells nobody;
 * a change is published to everyone who may read the network, each receiving their own `mine` (LiveServer).
 */
function reactionSet(context: RouteContext, emoji: ReactionEmoji, given: boolean): Reply {
  const member = context.member();
  const target = targetOf(context);
  const isTheMembers = (reaction: ReactionRecord) =>
    reaction.targetType === target.type && reaction.targetId === target.id && reaction.emoji === emoji && reaction.memberId === member.id;
  const had = context.state.reactions.some(isTheMembers);
  if (given && !had) context.state.reactions.push({ targetType: target.type, targetId: target.id, emoji, memberId: member.id });
  if (!given && had) context.state.reactions = context.state.reactions.filter((reaction) => !isTheMembers(reaction));
  const reactions = reactionsOf(context.state, target, member.id);
  if (had !== given) context.publish('reactions.changed', { targetType: target.type, targetId: target.id, reactions }, NETWORK_READERS);
  return data(reactions);
}

/** api-contract.md `PUT /v2/reactions/{targetType}/{targetId}` `{emoji}` and `DELETE` the same `?emoji=`: 401 for guests, 403 `AccessDenied` without read access. */
export const reactionsRoutes: Route[] = [
  {
    method: 'PUT',
    path: '/v2/reactions/{targetType}/{targetId}',
    auth: 'required',
    readAccess: true,
    handle: async (context) => reactionSet(context, readEmoji((await context.json()).emoji), true),
  },
  {
    method: 'DELETE',
    path: '/v2/reactions/{targetType}/{targetId}',
    auth: 'required',
    readAccess: true,
    handle: (context) => reactionSet(context, readEmoji(context.query.get('emoji')), false),
  },
];
