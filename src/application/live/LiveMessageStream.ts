import type { ConversationGateway } from '../ports/ConversationGateway';
import type { LiveChannel } from '../ports/LiveChannel';
import type { MessageListener, MessageStream } from '../ports/MessageStream';

/** The most messages a catch-up asks for (as a poll does). */
export const CATCH_UP_LIMIT = 50;

/**
 * An open conversation's new messages from the live channel while it is live (api-contract.md Live events:
 * `message.created`, `message.deleted`, `conversation.deleted`), and from the REST stream it stands in for (polling)
 * whenever it is not: connecting, in fallback, offline. When the channel becomes live, and after a `reset`, the
 * messages since the newest one shown are read once, so nothing sent meanwhile is missed; what arrives twice (a
 * replayed event, a catch-up that overlaps) is the listener's to drop by id.
 */
export class LiveMessageStream implements MessageStream {
  constructor(
    private readonly channel: Pick<LiveChannel, 'state' | 'onState' | 'on' | 'onReset'>,
    private readonly fallback: MessageStream,
    private readonly conversations: Pick<ConversationGateway, 'messages'>,
  ) {}

  subscribe(conversationId: string, listener: MessageListener): () => void {
    let closed = false;
    let stopPolling: (() => void) | null = null;
    const mine = <T extends { conversationId: string }>(data: T) => data.conversationId === conversationId;

    const catchUp = async () => {
      try {
        const messages = await this.conversations.messages(conversationId, { after: listener.latestId() ?? undefined, limit: CATCH_UP_LIMIT });
        if (!closed && messages.length > 0) listener.received(messages);
      } catch {
        // The live events go on; the next reset or reconnection reads again.
      }
    };
    const follow = (live: boolean) => {
      if (live) {
        stopPolling?.();
        stopPolling = null;
      } else stopPolling ??= this.fallback.subscribe(conversationId, listener);
    };

    const stops = [
      this.channel.on('message.created', (message) => mine(message) && listener.received([message])),
      this.channel.on('message.deleted', (deleted) => mine(deleted) && listener.removed(deleted.id)),
      this.channel.on('conversation.deleted', ({ id }) => {
        if (id !== conversationId) return;
        close();
        listener.gone();
      }),
      this.channel.onReset(() => void catchUp()),
      this.channel.onState((state) => {
        follow(state === 'live');
        if (state === 'live') void catchUp();
      }),
    ];
    const close = () => {
      closed = true;
      for (const stop of stops) stop();
      stopPolling?.();
      stopPolling = null;
    };
    follow(this.channel.state() === 'live');
    return close;
  }
}
