import type { LiveEventRecord } from '../FakeState';
import { reactionsSeenBy } from '../rules/reactions';

/**
 * The payload of `event` as `memberId` receives it (api-contract.md Live events): the reactions it lists with their
 * own `mine`, the conversation it is with their own `unread`, both as they were when it was published.
 */
export function payloadSeenBy(event: LiveEventRecord, memberId: string): LiveEventRecord['data'] {
  let data = event.data;
  if (event.reactedBy && 'reactions' in data) data = { ...data, reactions: reactionsSeenBy(event.reactedBy, memberId) };
  if (event.unreadBy && 'unread' in data) data = { ...data, unread: event.unreadBy[memberId] ?? data.unread };
  return data;
}
