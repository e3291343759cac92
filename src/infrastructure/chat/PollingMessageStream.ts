import { ApiError } from '../../application/errors/ApiError';
import type { Clock } from '../../application/ports/Clock';
import type { ConversationGateway } from '../../application/ports/ConversationGateway';
import type { MessageListener, MessageStream } from '../../application/ports/MessageStream';
import type { PageVisibility } from '../../application/ports/PageVisibility';

/** How often an open conversation asks for newer messages while the member can see it. */
export const CHAT_POLL_INTERVAL_MS = 4_000;
/** The most messages one poll asks for; a full answer is followed by another poll at once. */
export const CHAT_POLL_LIMIT = 50;

/**
 * New messages by polling `GET .../messages?after=<newest>` (issue 11), only while a conversation is
 * subscribed and the page visible: hidden, it stops asking; shown again, it catches up at once. A failed
 * poll is tried again at the next tick; the screen keeps what it has. A 404 means the conversation is gone
 * (deleted by someone else while open): polling stops and the listener is told.
 */
export class PollingMessageStream implements MessageStream {
  constructor(
    private readonly conversations: Pick<ConversationGateway, 'messages'>,
    private readonly clock: Pick<Clock, 'schedule'>,
    private readonly visibility: PageVisibility,
    private readonly intervalMs = CHAT_POLL_INTERVAL_MS,
  ) {}

  subscribe(conversationId: string, listener: MessageListener): () => void {
    let stopped = false;
    let polling = false;
    let cancelTick: (() => void) | null = null;

    const next = (delay: number) => {
      cancelTick?.();
      cancelTick = !stopped && this.visibility.isVisible() ? this.clock.schedule(delay, () => void poll()) : null;
    };
    const poll = async () => {
      cancelTick?.();
      cancelTick = null;
      if (stopped || polling || !this.visibility.isVisible()) return;
      polling = true;
      let full = false;
      let gone = false;
      try {
        const after = listener.latestId() ?? undefined;
        const messages = await this.conversations.messages(conversationId, { after, limit: CHAT_POLL_LIMIT });
        full = messages.length === CHAT_POLL_LIMIT;
        if (!stopped && messages.length > 0) listener.received(messages);
      } catch (error) {
        // Deleted (or the chat switched off): every later poll would hear 404 again. Anything else (offline for
        // a moment, the server hiccupped): the next tick asks again.
        gone = error instanceof ApiError && error.status === 404;
      } finally {
        polling = false;
      }
      if (!gone) next(full ? 0 : this.intervalMs);
      else if (!stopped) {
        close();
        listener.gone();
      }
    };
    const stopWatching = this.visibility.onChange((visible) => {
      if (visible) void poll();
      else {
        cancelTick?.();
        cancelTick = null;
      }
    });
    const close = () => {
      stopped = true;
      cancelTick?.();
      cancelTick = null;
      stopWatching();
    };
    next(this.intervalMs);

    return close;
  }
}
