import type { ChatMessage, Conversation } from '../chat/Conversation';
import type { Comment, Content } from '../content/Content';
import type { Notification } from '../notifications/Notification';
import type { Reaction, ReactionTargetType } from '../reactions/Reaction';

/** What the live channel says happened in the network (api-contract.md Live events), by event name. */
export interface LiveEventData {
  'message.created': ChatMessage;
  'message.deleted': { id: string; conversationId: string };
  'conversation.created': Conversation;
  'conversation.updated': Conversation;
  'conversation.deleted': { id: string };
  typing: { conversationId: string; memberId: string; name: string };
  'notification.created': Notification;
  'content.created': Content;
  'content.updated': Content;
  'content.deleted': { id: string };
  'comment.created': Comment;
  'comment.updated': Comment;
  'comment.deleted': { id: string; contentId: string };
  'reactions.changed': { targetType: ReactionTargetType; targetId: string; reactions: Reaction[] };
}

export type LiveEventName = keyof LiveEventData;

export const LIVE_EVENT_NAMES: readonly LiveEventName[] = [
  'message.created',
  'message.deleted',
  'conversation.created',
  'conversation.updated',
  'conversation.deleted',
  'typing',
  'notification.created',
  'content.created',
  'content.updated',
  'content.deleted',
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'reactions.changed',
];

/** One numbered event: ids increase per network, so "after id n" is where a reconnect resumes. */
export type LiveEvent = { [Name in LiveEventName]: { id: number; name: Name; data: LiveEventData[Name] } }[LiveEventName];
