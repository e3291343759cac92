/** One message of a conversation (api-contract.md `Message`). */
export interface ChatMessage {
  id: string;
  conversationId: string;
  body: string;
  senderId: string;
  senderName: string;
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
 * The most recent activity of a conversation: its last message. One without any messages was just created
 * (the wire has no creation date): it counts as the newest, so a manager finds the one they opened on top.
 */
function lastActivity(conversation: Conversation): string {
  return conversation.lastMessage?.createdAt ?? '\uffff';
}

/** The conversation list's order: newest activity first (the way Circle and Discourse list chats). */
export function newestActivityFirst(conversations: readonly Conversation[]): Conversation[] {
  return [...conversations].sort((a, b) => lastActivity(b).localeCompare(lastActivity(a)));
}

/** The longest conversation title and message the app lets a member send. */
export const CONVERSATION_TITLE_MAX = 80;
export const MESSAGE_BODY_MAX = 2_000;
