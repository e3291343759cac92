import type { ChatMessage, Conversation } from '../../domain/chat/Conversation';

/** Which messages: the latest `limit`, or those after or before a message (api-contract.md chat rows). */
export interface MessageWindow {
  after?: string;
  before?: string;
  limit: number;
}

/** The network's conversations and their messages (`/v2/chat/...`). */
export interface ConversationGateway {
  list(): Promise<Conversation[]>;
  create(title: string): Promise<Conversation>;
  remove(conversationId: string): Promise<void>;
  /** Managers and the conversation's admins (spec §6). */
  rename(conversationId: string, title: string): Promise<Conversation>;
  /** Oldest first. Reading the latest ones marks the conversation read for the member. */
  messages(conversationId: string, window: MessageWindow): Promise<ChatMessage[]>;
  /** A repeated `clientId` answers the message first sent with it: a retry never posts twice. */
  send(conversationId: string, message: { body: string; clientId: string }): Promise<ChatMessage>;
}
export const CONVERSATION_GATEWAY = Symbol.for('ConversationGateway');
