import { ApiError } from '../../application/errors/ApiError';
import type { Clock } from '../../application/ports/Clock';
import type { ConversationGateway } from '../../application/ports/ConversationGateway';
import type { MessageListener, MessageStream } from '../../application/ports/MessageStream';
import type { PageVisibility } from '../../application/ports/PageVisibility';
import type { RandomSource } from '../../application/ports/RandomSource';
import { RepeatingRequest, type RoundResult } from '../../application/timing/RepeatingRequest';
import { RepeatPolicy } from '../../domain/timing/RepeatPolicy';

/** How often an open conversation asks for newer messages while the member can see it. */
export const CHAT_POLL_INTERVAL_MS = 4_000;
/** The most messages one poll asks for; a full answer of new ones is followed by another poll at once. */
export const CHAT_POLL_LIMIT = 50;

const CHAT_POLLING = new RepeatPolicy({ intervalMs: CHAT_POLL_INTERVAL_MS });

/**
 * New messages by polling `GET .../messages?after=<newest>` (api-contract.md Calls), only while a conversation is
 * subscribed and the page visible: hidden, it stops asking; shown again, it catches up as soon as the back-off
 * rule allows (RepeatPolicy, DESIGN.md Conventions: again at once only after a full page of new messages, backing off after a
 * failure, the server's Retry-After honoured). The screen keeps what it has meanwhile. A 404 means the
 * conversation is gone (deleted by someone else while open): polling stops and the listener is told. A refusal
 * (401 after the token refresh, 403) pauses it and the listener is told, with the way to resume.
 */
export class PollingMessageStream implements MessageStream {
  private readonly policy: RepeatPolicy;

  constructor(
    private readonly conversations: Pick<ConversationGateway, 'messages'>,
    private readonly clock: Pick<Clock, 'now' | 'schedule'>,
    private readonly random: Pick<RandomSource, 'fraction'>,
    private readonly visibility: PageVisibility,
    intervalMs = CHAT_POLL_INTERVAL_MS,
  ) {
    this.policy = intervalMs === CHAT_POLL_INTERVAL_MS ? CHAT_POLLING : new RepeatPolicy({ intervalMs });
  }

  subscribe(conversationId: string, listener: MessageListener): () => void {
    let closed = false;

    const poll = async (): Promise<RoundResult> => {
      const latest = listener.latestId();
      let messages;
      try {
        messages = await this.conversations.messages(conversationId, { after: latest ?? undefined, limit: CHAT_POLL_LIMIT });
      } catch (error) {
        // Deleted (or the chat switched off): every later poll would hear 404 again.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        if (!closed) {
          close();
          listener.gone();
        }
        return 'finished';
      }
      if (closed) return 'finished';
      if (messages.length > 0) listener.received(messages);
      // A full page is worth asking again at once only when it moved the newest message on: a page of known
      // ones (a server that ignores `after`) would be asked for again and again.
      return messages.length === CHAT_POLL_LIMIT && listener.latestId() !== latest ? 'new' : 'answered';
    };
    const polling = new RepeatingRequest(this.clock, this.random, this.policy, poll, () => {
      if (!closed) listener.refused(() => void polling.now());
    });
    const stopWatching = this.visibility.onChange((visible) => (visible ? polling.ask() : polling.pause()));
    const close = () => {
      closed = true;
      polling.close();
      stopWatching();
    };
    if (this.visibility.isVisible()) polling.start();
    else polling.pause();

    return close;
  }
}
