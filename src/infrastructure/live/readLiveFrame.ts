import type { LiveFrame } from '../../application/ports/LiveLink';
import { LIVE_EVENT_NAMES, type LiveEvent, type LiveEventData, type LiveEventName } from '../../domain/live/LiveEvent';
import { readComment } from '../http/HttpCommentGateway';
import { readChatMessage, readConversation } from '../http/HttpConversationGateway';
import { readNotification } from '../http/HttpNotificationGateway';
import { readContent, readReaction } from '../http/readers';
import { field, fieldsOf, malformedAnswer, readArray, readId, readNumber, readOneOf, readRecord, readString, type Reader } from '../http/wire';

const readDeleted: Reader<{ id: string }> = (value, name) => ({ id: field(readRecord(value, name), 'id', readId, name) });

/** Each event's payload (api-contract.md Live events), read as the REST answers of the same shapes are. */
const EVENT_READERS: { [Name in LiveEventName]: Reader<LiveEventData[Name]> } = {
  'message.created': readChatMessage,
  'message.deleted': (value, name) => {
    const read = fieldsOf(value, name);
    return { id: read('id', readId), conversationId: read('conversationId', readId) };
  },
  'conversation.created': readConversation,
  'conversation.updated': readConversation,
  'conversation.deleted': readDeleted,
  typing: (value, name) => {
    const read = fieldsOf(value, name);
    return { conversationId: read('conversationId', readId), memberId: read('memberId', readId), name: read('name', readString) };
  },
  'notification.created': readNotification,
  'content.created': readContent,
  'content.updated': readContent,
  'content.deleted': readDeleted,
  'comment.created': readComment,
  'comment.updated': readComment,
  'comment.deleted': (value, name) => {
    const read = fieldsOf(value, name);
    return { id: read('id', readId), contentId: read('contentId', readId) };
  },
  'reactions.changed': (value, name) => {
    const read = fieldsOf(value, name);
    return {
      targetType: read('targetType', readOneOf(['content', 'comment'] as const)),
      targetId: read('targetId', readId),
      reactions: read('reactions', readArray(readReaction)),
    };
  },
};

const readEventId: Reader<number> = (value, name) => {
  const id = readNumber(value, name);
  if (!Number.isInteger(id)) throw malformedAnswer(name);
  return id;
};

function readEvent(frame: Record<string, unknown>): LiveEvent {
  const name = field(frame, 'event', readOneOf(LIVE_EVENT_NAMES), 'frame');
  const reader = EVENT_READERS[name] as Reader<LiveEvent['data']>;
  return { id: field(frame, 'id', readEventId, 'frame'), name, data: field(frame, 'data', reader, 'frame') } as LiveEvent;
}

/**
 * A frame the server sent on the live socket, as JSON text, read into a LiveFrame; MalformedResponse (naming the
 * field, `frame.data.title`) when it is not one the contract has.
 */
export const readLiveFrame: Reader<LiveFrame> = (value, name) => {
  const frame = readRecord(value, name);
  const type = field(frame, 'type', readOneOf(['ready', 'event', 'ping', 'reset'] as const), name);
  if (type === 'ready') return { type, lastEventId: field(frame, 'lastEventId', readEventId, name) };
  if (type === 'event') return { type, event: readEvent(frame) };
  return { type };
};
