import type { ConversationGateway, MessageWindow } from '../../application/ports/ConversationGateway';
import type { Monitoring } from '../../application/ports/Monitoring';
import type { ChatMessage, Conversation } from '../../domain/chat/Conversation';
import type { ApiClient } from './ApiClient';
import { dataOf, readAvatarUrl } from './readers';
import { fieldsOf, listReaderOf, readArray, readId, readIsoDate, readNullable, readNumber, readString, type ListReader, type Reader } from './wire';

const CONVERSATIONS = '/v2/chat/conversations';
export const conversationPath = (conversationId: string) => `${CONVERSATIONS}/${encodeURIComponent(conversationId)}`;
const messagesPath = (conversationId: string) => `${conversationPath(conversationId)}/messages`;

export const readChatMessage: Reader<ChatMessage> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    conversationId: read('conversationId', readId),
    body: read('body', readString),
    senderId: read('senderId', readId),
    senderName: read('senderName', readString),
    senderAvatarUrl: read('senderAvatarUrl', readAvatarUrl),
    createdAt: read('createdAt', readIsoDate),
    clientId: read('clientId', readNullable(readString)),
  };
};

export const readConversation: Reader<Conversation> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    title: read('title', readString),
    adminIds: read('adminIds', readArray(readId)),
    memberCount: read('memberCount', readNumber),
    lastMessage: read('lastMessage', readNullable(readChatMessage)),
    unread: read('unread', readNumber),
  };
};

/** The chat calls of api-contract.md over HTTP. */
export class HttpConversationGateway implements ConversationGateway {
  private readonly readList: ListReader;

  constructor(
    private readonly api: ApiClient,
    monitoring: Pick<Monitoring, 'reportError'>,
  ) {
    this.readList = listReaderOf(monitoring);
  }

  async list(): Promise<Conversation[]> {
    return dataOf(await this.api.get(CONVERSATIONS), this.readList('conversations', readConversation));
  }

  async create(title: string): Promise<Conversation> {
    return dataOf(await this.api.post(CONVERSATIONS, { title }), readConversation);
  }

  async remove(conversationId: string): Promise<void> {
    await this.api.delete(conversationPath(conversationId));
  }

  async rename(conversationId: string, title: string): Promise<Conversation> {
    return dataOf(await this.api.patch(conversationPath(conversationId), { title }), readConversation);
  }

  async messages(conversationId: string, window: MessageWindow): Promise<ChatMessage[]> {
    return dataOf(await this.api.get(messagesPath(conversationId), { after: window.after, before: window.before, limit: window.limit }), this.readList('messages', readChatMessage));
  }

  async send(conversationId: string, message: { body: string; clientId: string }): Promise<ChatMessage> {
    return dataOf(await this.api.post(messagesPath(conversationId), { body: message.body, clientId: message.clientId }), readChatMessage);
  }
}
