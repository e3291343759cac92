import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { SESSION, type Session } from '../application/session/Session';
import { CREATE_CONVERSATION, CreateConversation } from '../application/usecases/chat/CreateConversation';
import { DELETE_CONVERSATION, DeleteConversation } from '../application/usecases/chat/DeleteConversation';
import { SEND_CHAT_MESSAGE, SendChatMessage } from '../application/usecases/chat/SendChatMessage';
import { ADD_CONVERSATION_MEMBER, AddConversationMember } from '../application/usecases/chat/AddConversationMember';
import { CHANGE_CONVERSATION_ADMIN, ChangeConversationAdmin } from '../application/usecases/chat/ChangeConversationAdmin';
import { REMOVE_CONVERSATION_MEMBER, RemoveConversationMember } from '../application/usecases/chat/RemoveConversationMember';
import { RENAME_CONVERSATION, RenameConversation } from '../application/usecases/chat/RenameConversation';
import { LiveMessageStream } from '../application/live/LiveMessageStream';
import { PollingMessageStream } from '../infrastructure/chat/PollingMessageStream';
import type { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpConversationGateway } from '../infrastructure/http/HttpConversationGateway';
import { HttpConversationMembersGateway } from '../infrastructure/http/HttpConversationMembersGateway';
import { CryptoRandomSource } from '../infrastructure/identity/CryptoRandomSource';
import { DocumentPageVisibility } from '../infrastructure/tabs/DocumentPageVisibility';
import { ChatListPresenter } from '../presentation/chat/ChatListPresenter';
import { registerChatMessages } from '../presentation/chat/chatMessages';
import { ChatComposer } from '../presentation/chat/ChatComposer';
import { ConversationPresence } from '../presentation/chat/ConversationPresence';
import { ConversationPresenter } from '../presentation/chat/ConversationPresenter';
import { ConversationMembersPresenter } from '../presentation/chat/ConversationMembersPresenter';
import type { I18n } from '../presentation/i18n/I18n';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';
import { API_CLIENT, HTTP_MONITORING } from './apiClientToken';
import { LOAD_LIVE_MODULE } from './liveModuleToken';
import type { Monitoring } from '../application/ports/Monitoring';

/**
 * The chat's part of the composition root, loaded with its pages (and the live channel's module): its messages, the
 * chat calls over HTTP, new messages from the live channel, or by polling while the page is visible when the channel
 * cannot be had (LiveMessageStream), and the chat's presenters. Bindings made before it loads are kept.
 */
export async function bindChatModule(container: Container): Promise<void> {
  // New messages come from the live channel: its module is bound first (it is usually there already, with the member).
  await container.get<() => Promise<void>>(LOAD_LIVE_MODULE)();
  const i18n = container.get<I18n>(PRESENTATION.I18n);
  registerChatMessages(i18n);
  if (container.isBound(PRESENTERS.ChatList)) return;
  const bindMissing = (token: symbol, bind: () => void) => {
    if (!container.isBound(token)) bind();
  };

  bindMissing(ports.CONVERSATION_GATEWAY, () => container.bind(ports.CONVERSATION_GATEWAY).toResolvedValue((client: ApiClient, monitoring: Monitoring) => new HttpConversationGateway(client, monitoring), [API_CLIENT, HTTP_MONITORING]));
  bindMissing(ports.CONVERSATION_MEMBERS_GATEWAY, () =>
    container.bind(ports.CONVERSATION_MEMBERS_GATEWAY).toResolvedValue((client: ApiClient, monitoring: Monitoring) => new HttpConversationMembersGateway(client, monitoring), [API_CLIENT, HTTP_MONITORING]),
  );
  bindMissing(ports.PAGE_VISIBILITY, () => container.bind(ports.PAGE_VISIBILITY).toConstantValue(new DocumentPageVisibility()));
  bindMissing(ports.RANDOM_SOURCE, () => container.bind(ports.RANDOM_SOURCE).toConstantValue(new CryptoRandomSource()));
  bindMissing(ports.MESSAGE_STREAM, () =>
    container.bind(ports.MESSAGE_STREAM).toResolvedValue(
      (chat: ports.ConversationGateway, clock: ports.Clock, random: ports.RandomSource, visibility: ports.PageVisibility, live: ports.LiveChannel) =>
        new LiveMessageStream(live, new PollingMessageStream(chat, clock, random, visibility), chat),
      [ports.CONVERSATION_GATEWAY, ports.CLOCK, ports.RANDOM_SOURCE, ports.PAGE_VISIBILITY, ports.LIVE_CHANNEL],
    ),
  );

  bindMissing(CREATE_CONVERSATION, () => container.bind(CREATE_CONVERSATION).toResolvedValue((chat: ports.ConversationGateway) => new CreateConversation(chat), [ports.CONVERSATION_GATEWAY]));
  bindMissing(DELETE_CONVERSATION, () => container.bind(DELETE_CONVERSATION).toResolvedValue((chat: ports.ConversationGateway) => new DeleteConversation(chat), [ports.CONVERSATION_GATEWAY]));
  bindMissing(SEND_CHAT_MESSAGE, () => container.bind(SEND_CHAT_MESSAGE).toResolvedValue((chat: ports.ConversationGateway) => new SendChatMessage(chat), [ports.CONVERSATION_GATEWAY]));
  bindMissing(RENAME_CONVERSATION, () => container.bind(RENAME_CONVERSATION).toResolvedValue((chat: ports.ConversationGateway) => new RenameConversation(chat), [ports.CONVERSATION_GATEWAY]));
  bindMissing(ADD_CONVERSATION_MEMBER, () => container.bind(ADD_CONVERSATION_MEMBER).toResolvedValue((members: ports.ConversationMembersGateway) => new AddConversationMember(members), [ports.CONVERSATION_MEMBERS_GATEWAY]));
  bindMissing(CHANGE_CONVERSATION_ADMIN, () => container.bind(CHANGE_CONVERSATION_ADMIN).toResolvedValue((members: ports.ConversationMembersGateway) => new ChangeConversationAdmin(members), [ports.CONVERSATION_MEMBERS_GATEWAY]));
  bindMissing(REMOVE_CONVERSATION_MEMBER, () => container.bind(REMOVE_CONVERSATION_MEMBER).toResolvedValue((members: ports.ConversationMembersGateway) => new RemoveConversationMember(members), [ports.CONVERSATION_MEMBERS_GATEWAY]));

  container.bind(PRESENTERS.ChatList).toResolvedValue(
    // One list per app: moving between conversations keeps it as it was.
    (chat: ports.ConversationGateway, create: CreateConversation, remove: DeleteConversation, session: Session, navigator: ports.Navigator, clock: ports.Clock, live: ports.LiveChannel) => {
      const list = new ChatListPresenter(chat, create, remove, session, navigator, i18n, clock, live);
      return () => list;
    },
    [ports.CONVERSATION_GATEWAY, CREATE_CONVERSATION, DELETE_CONVERSATION, SESSION, ports.NAVIGATOR, ports.CLOCK, ports.LIVE_CHANNEL],
  );
  container.bind(PRESENTERS.ChatConversation).toResolvedValue(
    (
      chat: ports.ConversationGateway, send: SendChatMessage, stream: ports.MessageStream, session: Session, store: ports.KeyValueStore, random: ports.RandomSource, clock: ports.Clock,
      page: ports.PageVisibility,
      live: ports.LiveChannel,
    ) =>
      (list: ChatListPresenter, conversationId: string) =>
        new ConversationPresenter(
          chat,
          stream,
          (delivered) => new ChatComposer(send, session, store, random, clock, page, i18n, conversationId, delivered),
          new ConversationPresence(live, session, clock, conversationId),
          session,
          i18n,
          clock,
          list,
          conversationId,
        ),
    [ports.CONVERSATION_GATEWAY, SEND_CHAT_MESSAGE, ports.MESSAGE_STREAM, SESSION, ports.LOCAL_STORE, ports.RANDOM_SOURCE, ports.CLOCK, ports.PAGE_VISIBILITY, ports.LIVE_CHANNEL],
  );
  container.bind(PRESENTERS.ChatMembers).toResolvedValue(
    (
      members: ports.ConversationMembersGateway, add: AddConversationMember, changeAdmin: ChangeConversationAdmin, remove: RemoveConversationMember, rename: RenameConversation,
      session: Session, navigator: ports.Navigator, notifier: ports.Notifier, live: ports.LiveChannel, clock: ports.Clock,
    ) =>
      (list: ChatListPresenter, conversationId: string) =>
        new ConversationMembersPresenter(members, add, changeAdmin, remove, rename, session, list, navigator, notifier, live, clock, i18n, conversationId),
    [ports.CONVERSATION_MEMBERS_GATEWAY, ADD_CONVERSATION_MEMBER, CHANGE_CONVERSATION_ADMIN, REMOVE_CONVERSATION_MEMBER, RENAME_CONVERSATION, SESSION, ports.NAVIGATOR, ports.NOTIFIER, ports.LIVE_CHANNEL, ports.CLOCK],
  );
}
