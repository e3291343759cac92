import { CreateConversation } from '../../../src/application/usecases/chat/CreateConversation';
import { DeleteConversation } from '../../../src/application/usecases/chat/DeleteConversation';
import { SendChatMessage } from '../../../src/application/usecases/chat/SendChatMessage';
import { observableSession } from '../../../src/composition/observableSession';
import type { ChatMessage, Conversation } from '../../../src/domain/chat/Conversation';
import type { Membership } from '../../../src/domain/membership/Membership';
import { LiveMessageStream } from '../../../src/application/live/LiveMessageStream';
import { PollingMessageStream } from '../../../src/infrastructure/chat/PollingMessageStream';
import { InMemoryConversationGateway } from '../../../src/infrastructure/memory/InMemoryConversationGateway';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryPageVisibility } from '../../../src/infrastructure/memory/InMemoryPageVisibility';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { SequenceRandomSource } from '../../../src/infrastructure/memory/SequenceRandomSource';
import { ChatComposer } from '../../../src/presentation/chat/ChatComposer';
import { ChatListPresenter } from '../../../src/presentation/chat/ChatListPresenter';
import { registerChatMessages } from '../../../src/presentation/chat/chatMessages';
import { ConversationPresence } from '../../../src/presentation/chat/ConversationPresence';
import { InMemoryLiveChannel } from '../../../src/infrastructure/memory/InMemoryLiveChannel';
import { ConversationPresenter } from '../../../src/presentation/chat/ConversationPresenter';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { sessionHarness } from '../../application/harness';

export const NOW = Date.parse('2026-11-24T10:00:00Z');
export const ADA = sampleMembership({ id: 'mem-ada', firstName: 'Ada', lastName: 'Rossi', role: 'user', networkId: 'net-1' });

export const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({ id: 'c1', title: 'Sunday long run', adminIds: ['mem-marco'], memberCount: 4, lastMessage: null, unread: 0, ...overrides });

export const message = (index: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${index}`,
  conversationId: 'c1',
  body: `Message ${index}`,
  senderId: 'mem-giulia',
  senderName: 'Giulia Verdi',
  senderAvatarUrl: null,
  createdAt: new Date(NOW - (100 - index) * 60_000).toISOString(),
  clientId: null,
  ...overrides,
});

/**
 * The chat of net-1 on in-memory adapters, seen by `member` (ada by default; null for a guest): the list and a
 * conversation's presenter with the polling stream (or, with `live`, the live channel's) on a manual clock and a page the test shows and hides. The
 * session is observable, as the app's is, so a test may sign someone in or out while a screen is mounted.
 */
export function chat(options: { member?: Membership | null; conversations?: Conversation[]; messages?: ChatMessage[]; chatEnabled?: boolean; live?: boolean } = {}) {
  const member = options.member === undefined ? ADA : options.member;
  const harness = sessionHarness(undefined, '/chat');
  const h = { ...harness, session: observableSession(harness.scope, harness.tokens, harness.localStore) };
  h.session.enterNetwork(sampleNetwork({ name: 'Harbour Runners', features: { chat: options.chatEnabled ?? true } }));
  if (member) h.session.authenticate(member, { accessToken: 'a', refreshToken: 'r' });
  const gateway = new InMemoryConversationGateway({ conversations: options.conversations ?? [conversation()], messages: options.messages ?? [] });
  if (member) gateway.actor = { id: member.id, name: `${member.firstName} ${member.lastName}`, role: member.role };
  const clock = new ManualClock(NOW);
  gateway.now = () => new Date(clock.now()).toISOString();
  const visibility = new InMemoryPageVisibility();
  const random = new SequenceRandomSource(['client-1', 'client-2', 'client-3']);
  const polling = new PollingMessageStream(gateway, clock, random, visibility);
  const live = new InMemoryLiveChannel();
  if (options.live) live.setState('live');
  // `live`: new messages from the (in-memory) live channel while it is live, as the app has them; else by polling.
  const stream = options.live ? new LiveMessageStream(live, polling, gateway) : polling;
  const i18n = new I18n(new InMemoryCookieJar());
  registerChatMessages(i18n);
  const list = new ChatListPresenter(gateway, new CreateConversation(gateway), new DeleteConversation(gateway), h.session, h.navigator, i18n, clock, live);
  const open = (conversationId = 'c1') => {
    const composer = (delivered: (message: ChatMessage) => void) => new ChatComposer(new SendChatMessage(gateway), h.session, h.localStore, random, clock, visibility, i18n, conversationId, delivered);
    const presenter = new ConversationPresenter(gateway, stream, composer, new ConversationPresence(live, h.session, clock, conversationId), h.session, i18n, clock, list, conversationId);
    const unmount = presenter.mount();
    return { presenter, unmount };
  };
  return { ...h, gateway, clock, visibility, stream, live, i18n, random, list, open };
}
