import { ApiError } from '../../application/errors/ApiError';
import type { ConversationGateway, MessageWindow } from '../../application/ports/ConversationGateway';
import type { ChatMessage, Conversation } from '../../domain/chat/Conversation';
import { can } from '../../domain/roles/Permission';
import type { Role } from '../../domain/roles/Role';
import { ScriptedGateway } from './ScriptedGateway';

/**
 * A network's chat in memory, seen by one member (`actor`): conversations, their messages oldest first,
 * `clientId` idempotency and spec §6 (only managers create; admins and managers rename and delete). `arrive` plays
 * a message from someone else.
 */
export class InMemoryConversationGateway extends ScriptedGateway<keyof ConversationGateway> implements ConversationGateway {
  actor: { id: string; name: string; role: Role; avatarUrl?: string | null } = { id: 'mem-ada', name: 'Ada Rossi', role: 'user' };
  now = () => new Date(0).toISOString();
  private conversations: Conversation[];
  private readonly log: ChatMessage[];
  private created = 0;

  constructor(seed: { conversations?: Conversation[]; messages?: ChatMessage[] } = {}) {
    super();
    this.conversations = structuredClone(seed.conversations ?? []);
    this.log = structuredClone(seed.messages ?? []);
  }

  async list(): Promise<Conversation[]> {
    this.enter('list');
    return structuredClone(this.conversations.map((conversation) => ({ ...conversation, lastMessage: this.of(conversation.id).at(-1) ?? conversation.lastMessage })));
  }

  async create(title: string): Promise<Conversation> {
    this.enter('create', title);
    if (!can(this.actor.role, 'chat.create')) throw new ApiError(403, 'Forbidden', 'Only network managers can create conversations.');
    const conversation: Conversation = { id: `conversation-${++this.created}`, title, adminIds: [this.actor.id], memberCount: 1, lastMessage: null, unread: 0 };
    this.conversations.push(conversation);
    return structuredClone(conversation);
  }

  async remove(conversationId: string): Promise<void> {
    this.enter('remove', conversationId);
    const conversation = this.find(conversationId);
    if (!can(this.actor.role, 'chat.delete', { isChatAdmin: conversation.adminIds.includes(this.actor.id) })) {
      throw new ApiError(403, 'Forbidden', 'Only the conversation’s admins and network managers can delete it.');
    }
    this.conversations = this.conversations.filter((candidate) => candidate !== conversation);
  }

  async rename(conversationId: string, title: string): Promise<Conversation> {
    this.enter('rename', conversationId, title);
    const conversation = this.find(conversationId);
    if (!can(this.actor.role, 'chat.manage', { isChatAdmin: conversation.adminIds.includes(this.actor.id) })) {
      throw new ApiError(403, 'Forbidden', 'Only the admins of this conversation and network managers can rename it.');
    }
    conversation.title = title;
    return structuredClone({ ...conversation, lastMessage: this.of(conversationId).at(-1) ?? conversation.lastMessage });
  }

  async messages(conversationId: string, window: MessageWindow): Promise<ChatMessage[]> {
    this.enter('messages', conversationId, window);
    this.find(conversationId);
    const all = this.of(conversationId);
    const at = (id: string) => all.findIndex((message) => message.id === id);
    if (window.after !== undefined) return structuredClone(all.slice(at(window.after) + 1).slice(0, window.limit));
    const end = window.before !== undefined ? Math.max(0, at(window.before)) : all.length;
    return structuredClone(all.slice(Math.max(0, end - window.limit), end));
  }

  async send(conversationId: string, message: { body: string; clientId: string }): Promise<ChatMessage> {
    this.enter('send', conversationId, message);
    this.find(conversationId);
    const first = this.log.find((candidate) => candidate.conversationId === conversationId && candidate.senderId === this.actor.id && candidate.clientId === message.clientId);
    if (first) return structuredClone(first);
    return structuredClone(this.arrive({ conversationId, body: message.body, senderId: this.actor.id, senderName: this.actor.name, senderAvatarUrl: this.actor.avatarUrl ?? null, clientId: message.clientId }));
  }

  /** A message reaches the conversation (another member's, when the test says so; without a picture unless it says). */
  arrive(message: Omit<ChatMessage, 'id' | 'createdAt' | 'clientId' | 'senderAvatarUrl'> & Partial<Pick<ChatMessage, 'createdAt' | 'clientId' | 'senderAvatarUrl'>>): ChatMessage {
    const stored: ChatMessage = { id: `message-${++this.created}`, createdAt: this.now(), clientId: null, senderAvatarUrl: null, ...message };
    this.log.push(stored);
    return stored;
  }

  /** The messages of a conversation, oldest first. */
  of(conversationId: string): ChatMessage[] {
    return this.log.filter((message) => message.conversationId === conversationId);
  }

  private find(conversationId: string): Conversation {
    const conversation = this.conversations.find((candidate) => candidate.id === conversationId);
    if (!conversation) throw new ApiError(404, 'NotFound', 'This conversation does not exist.');
    return conversation;
  }
}
