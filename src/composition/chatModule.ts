import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { SESSION, type Session } from '../application/session/Session';
import { CREATE_CONVERSATION, CreateConversation } from '../application/usecases/chat/CreateConversation';
import { DELETE_CONVERSATION, DeleteConversation } from '../application/usecases/chat/DeleteConversation';
import { SEND_CHAT_MESSAGE, SendChatMessage } from '../application/usecases/chat/SendChatMessage';
import { PollingMessageStream } from '../infrastructure/chat/PollingMessageStream';
import type { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpConversationGateway } from '../infrastructure/http/HttpConversationGateway';
import { CryptoRandomSource } from '../infrastructure/identity/CryptoRandomSource';
import { DocumentPageVisibility } from '../infrastructure/tabs/DocumentPageVisibility';
import { ChatListPresenter } from '../presentation/chat/ChatListPresenter';
import { registerChatMessages } from '../presentation/chat/chatMessages';
import { ChatComposer } from '../presentation/chat/ChatComposer';
import { ConversationPresenter } from '../presentation/chat/ConversationPresenter';
import type { I18n } from '../presentation/i18n/I18n';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';
import { API_CLIENT, HTTP_MONITORING } from './apiClientToken';
import type { Monitoring } from '../application/ports/Monitoring';

/**
 * The chat's part of the composition root, loaded with its pages: its messages, the chat calls over
 * HTTP, new messages by polling while the page is visible (a WebSocket adapter of MessageStream would replace
 * PollingMessageStream here, and nowhere else), and the chat's presenters. Bindings made before it loads are kept.
 */
export function bindChatModule(container: Container): void {
  const i18n = container.get<I18n>(PRESENTATION.I18n);
  registerChatMessages(i18n);
  if (container.isBound(PRESENTERS.ChatList)) return;
  const bindMissing = (token: symbol, bind: () => void) => {
    if (!container.isBound(token)) bind();
  };

  bindMissing(ports.CONVERSATION_GATEWAY, () => container.bind(ports.CONVERSATION_GATEWAY).toResolvedValue((client: ApiClient, monitoring: Monitoring) => new HttpConversationGateway(client, monitoring), [API_CLIENT, HTTP_MONITORING]));
  bindMissing(ports.PAGE_VISIBILITY, () => container.bind(ports.PAGE_VISIBILITY).toConstantValue(new DocumentPageVisibility()));
  bindMissing(ports.RANDOM_SOURCE, () => container.bind(ports.RANDOM_SOURCE).toConstantValue(new CryptoRandomSource()));
  bindMissing(ports.MESSAGE_STREAM, () =>
    container.bind(ports.MESSAGE_STREAM).toResolvedValue(
      (chat: ports.ConversationGateway, clock: ports.Clock, random: ports.RandomSource, visibility: ports.PageVisibility) => new PollingMessageStream(chat, clock, random, visibility),
      [ports.CONVERSATION_GATEWAY, ports.CLOCK, ports.RANDOM_SOURCE, ports.PAGE_VISIBILITY],
    ),
  );

  bindMissing(CREATE_CONVERSATION, () => container.bind(CREATE_CONVERSATION).toResolvedValue((chat: ports.ConversationGateway) => new CreateConversation(chat), [ports.CONVERSATION_GATEWAY]));
  bindMissing(DELETE_CONVERSATION, () => container.bind(DELETE_CONVERSATION).toResolvedValue((chat: ports.ConversationGateway) => new DeleteConversation(chat), [ports.CONVERSATION_GATEWAY]));
  bindMissing(SEND_CHAT_MESSAGE, () => container.bind(SEND_CHAT_MESSAGE).toResolvedValue((chat: ports.ConversationGateway) => new SendChatMessage(chat), [ports.CONVERSATION_GATEWAY]));

  container.bind(PRESENTERS.ChatList).toResolvedValue(
    // One list per app: moving between conversations keeps it as it was.
    (chat: ports.ConversationGateway, create: CreateConversation, remove: DeleteConversation, session: Session, navigator: ports.Navigator, clock: ports.Clock) => {
      const list = new ChatListPresenter(chat, create, remove, session, navigator, i18n, clock);
      return () => list;
    },
    [ports.CONVERSATION_GATEWAY, CREATE_CONVERSATION, DELETE_CONVERSATION, SESSION, ports.NAVIGATOR, ports.CLOCK],
  );
  container.bind(PRESENTERS.ChatConversation).toResolvedValue(
    (
      chat: ports.ConversationGateway, send: SendChatMessage, stream: ports.MessageStream, session: Session, store: ports.KeyValueStore, random: ports.RandomSource, clock: ports.Clock,
      page: ports.PageVisibility,
    ) =>
      (list: ChatListPresenter, conversationId: string) =>
        new ConversationPresenter(
          chat,
          stream,
          (delivered) => new ChatComposer(send, session, store, random, clock, page, i18n, conversationId, delivered),
          session,
          i18n,
          clock,
          list,
          conversationId,
        ),
    [ports.CONVERSATION_GATEWAY, SEND_CHAT_MESSAGE, ports.MESSAGE_STREAM, SESSION, ports.LOCAL_STORE, ports.RANDOM_SOURCE, ports.CLOCK, ports.PAGE_VISIBILITY],
  );
}
