/** One message of a conversation (api-contract.md `Message`). */
export interface ChatMessage {
  id: string;
  conversationId: string;
  body: string;
  senderId: string;
  senderName: string;
  /** A safe URL of the sender's picture, or null (their initials are shown then). */
  senderAvatarUrl: string | null;
  createdAt: string;
  /** The id the sender's app gave it, so a retried send is not posted twice; null when none was given. */
  clientId: string | null;
}

/** A conversation of the network's chat (api-contract.md `Conversation`). */
export interface Conversation {
  id: string;
  title: string;
  /** Members who administer it: they (and managers) may delete it (spec §6 "delete chat only as admin"). */
  adminIds: string[];
  memberCount: number;
  lastMessage: ChatMessage | null;
  /** Messages the viewer has not read. */
  unread: number;
}

/**
 * What the list knows beyond the wire: when it created a conversation itself (the wire `Conversation` has no
 * creation date), and which of those the server has not confirmed yet.
 */
export interface LocalConversations {
  /** Creation times (ISO) of conversations created here, by id. */
  createdAt?: ReadonlyMap<string, string>;
  /** Conversations created here and not yet confirmed: they stay on top. */
  pending?: ReadonlySet<string>;
}

/**
 * The most recent activity of a conversation: its last message, or its creation when it has none and the app
 * created it; a conversation without messages whose creation is unknown has none (-Infinity).
 */
function lastActivity(conversation: Conversation, createdAt: ReadonlyMap<string, string> | undefined): number {
  const at = conversation.lastMessage?.createdAt ?? createdAt?.get(conversation.id);
  const time = at === undefined ? Number.NaN : Date.parse(at);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * The conversation list's order (the way Circle and Discourse list chats): one being created here first, then
 * newest activity first; conversations without any activity known last, in the server's order.
 */
export function newestActivityFirst(conversations: readonly Conversation[], local: LocalConversations = {}): Conversation[] {
  const pending = conversations.filter((conversation) => local.pending?.has(conversation.id));
  const rest = conversations.filter((conversation) => !local.pending?.has(conversation.id));
  const ranked = rest.map((conversation) => ({ conversation, at: lastActivity(conversation, local.createdAt) }));
  ranked.sort((a, b) => (b.at > a.at ? 1 : b.at < a.at ? -1 : 0));
  return [...pending, ...ranked.map(({ conversation }) => conversation)];
}
