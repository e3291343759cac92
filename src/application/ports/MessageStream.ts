import type { ChatMessage } from '../../domain/chat/Conversation';

/** What an open conversation tells the stream and hears from it. */
export interface MessageListener {
  /** The newest message the screen has, so only newer ones are delivered. */
  latestId(): string | null;
  received(messages: ChatMessage[]): void;
  /** A message was deleted (by its sender or a manager): it leaves the conversation. */
  removed(messageId: string): void;
  /** The conversation no longer exists (deleted while it was open): the flow has stopped for good. */
  gone(): void;
  /** The server refused the flow (401 after the token refresh, 403): it waits until `resume` (the member's retry). */
  refused(resume: () => void): void;
}

/**
 * New messages of an open conversation as they arrive (api-contract.md Live events): from the live channel, or by
 * polling when it cannot be had, without the presenters knowing which. Subscribing opens the flow; the function returned closes it.
 */
export interface MessageStream {
  subscribe(conversationId: string, listener: MessageListener): () => void;
}
export const MESSAGE_STREAM = Symbol.for('MessageStream');
