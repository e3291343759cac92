import { describe, expect, it } from 'vitest';
import * as ports from '../../src/application/ports';
import { CREATE_CONVERSATION } from '../../src/application/usecases/chat/CreateConversation';
import { DELETE_CONVERSATION } from '../../src/application/usecases/chat/DeleteConversation';
import { SEND_CHAT_MESSAGE } from '../../src/application/usecases/chat/SendChatMessage';
import { bindChatModule } from '../../src/composition/chatModule';
import type { MessageListener } from '../../src/application/ports/MessageStream';
import { InMemoryLiveChannel } from '../../src/infrastructure/memory/InMemoryLiveChannel';
import { InMemoryConversationGateway } from '../../src/infrastructure/memory/InMemoryConversationGateway';
import { sampleMembership, sampleNetwork } from '../../src/infrastructure/memory/samples';
import type { I18n } from '../../src/presentation/i18n/I18n';
import { PRESENTATION, PRESENTERS } from '../../src/presentation/tokens';
import { memoryApp } from '../presentation/memoryApp';

function chatApp(overrides = {}) {
  const network = sampleNetwork({ name: 'Harbour Runners', features: { chat: true } });
  const member = sampleMembership({ networkId: network.id });
  const app = memoryApp({ networks: [network], membership: member, overrides });
  app.session.enterNetwork(network);
  app.session.updateMembership(member);
  return app;
}

describe('the chat module', () => {
  it('registers the chat’s words and binds one list per app and a conversation per screen', async () => {
    const chat = new InMemoryConversationGateway({ conversations: [{ id: 'c1', title: 'Sunday long run', adminIds: [], memberCount: 2, lastMessage: null, unread: 0 }] });
    const app = chatApp({ [ports.CONVERSATION_GATEWAY]: chat });
    await bindChatModule(app.container);
    expect(app.get<I18n>(PRESENTATION.I18n).t('chat.composer.label')).toBe('Write a message');

    const list = app.presenter(PRESENTERS.ChatList);
    expect(app.presenter(PRESENTERS.ChatList)).toBe(list);
    list.mount();
    await expect.poll(() => list.items.map((item) => item.title)).toEqual(['Sunday long run']);
    const conversation = app.presenter(PRESENTERS.ChatConversation, list, 'c1');
    conversation.mount();
    await expect.poll(() => conversation.status).toBe('ready');
    expect(conversation.title).toBe('Sunday long run');
  });

  it("hears an open conversation's new messages from the live channel while it is live", async () => {
    const chat = new InMemoryConversationGateway({ conversations: [{ id: 'c1', title: 'Sunday', adminIds: [], memberCount: 2, lastMessage: null, unread: 0 }] });
    const live = new InMemoryLiveChannel();
    live.setState('live');
    const app = chatApp({ [ports.CONVERSATION_GATEWAY]: chat, [ports.LIVE_CHANNEL]: live });
    await bindChatModule(app.container);
    const list = app.presenter(PRESENTERS.ChatList);
    list.mount();
    const conversation = app.presenter(PRESENTERS.ChatConversation, list, 'c1');
    conversation.mount();
    await expect.poll(() => conversation.status).toBe('ready');
    live.emit('message.created', { id: 'm1', conversationId: 'c1', body: 'Live hello', senderId: 'mem-giulia', senderName: 'Giulia Verdi', senderAvatarUrl: null, createdAt: '2026-11-24T10:00:00Z', clientId: null });
    expect(conversation.rows.flatMap((row) => (row.kind === 'message' ? [row.body] : []))).toEqual(['Live hello']);
    expect(list.conversation('c1')?.lastMessage?.body).toBe('Live hello');
  });

  it('keeps a message stream bound before it loads (a WebSocket adapter replaces polling by its token)', async () => {
    const subscribed: string[] = [];
    const stream: ports.MessageStream = {
      subscribe: (conversationId: string, listener: MessageListener) => {
        subscribed.push(conversationId);
        listener.received([]);
        return () => undefined;
      },
    };
    const chat = new InMemoryConversationGateway({ conversations: [{ id: 'c1', title: 'Sunday', adminIds: [], memberCount: 2, lastMessage: null, unread: 0 }] });
    const app = chatApp({ [ports.CONVERSATION_GATEWAY]: chat, [ports.MESSAGE_STREAM]: stream });
    await bindChatModule(app.container);
    const conversation = app.presenter(PRESENTERS.ChatConversation, app.presenter(PRESENTERS.ChatList), 'c1');
    conversation.mount();
    await expect.poll(() => subscribed).toEqual(['c1']);
  });

  it('sends every write through its use case, bound under its own token (a binding made before it loads is kept)', async () => {
    const network = sampleNetwork({ features: { chat: true } });
    const manager = sampleMembership({ networkId: network.id, role: 'network_manager' });
    const writes: unknown[][] = [];
    const recorded = (name: string, answer: unknown) => ({ execute: async (...args: unknown[]) => (writes.push([name, ...args]), answer) });
    const chat = new InMemoryConversationGateway({ conversations: [{ id: 'c1', title: 'Sunday', adminIds: [manager.id], memberCount: 2, lastMessage: null, unread: 0 }] });
    const app = memoryApp({
      networks: [network],
      membership: manager,
      overrides: {
        [ports.CONVERSATION_GATEWAY]: chat,
        [CREATE_CONVERSATION]: recorded('create', { id: 'c2', title: 'Track night', adminIds: [manager.id], memberCount: 1, lastMessage: null, unread: 0 }),
        [DELETE_CONVERSATION]: recorded('delete', undefined),
        [SEND_CHAT_MESSAGE]: recorded('send', { id: 'm1', conversationId: 'c1', senderId: manager.id, senderName: 'Ada', body: 'Hi', clientId: 'x', createdAt: '2026-01-01T00:00:00Z' }),
      },
    });
    app.session.enterNetwork(network);
    app.session.updateMembership(manager);
    await bindChatModule(app.container);
    const list = app.presenter(PRESENTERS.ChatList);
    list.mount();
    await expect.poll(() => list.status).toBe('ready');

    list.newConversationClicked();
    list.titleTyped('Track night');
    await list.createSubmitted({ openIt: false });
    const conversation = app.presenter(PRESENTERS.ChatConversation, list, 'c1');
    conversation.mount();
    await expect.poll(() => conversation.status).toBe('ready');
    conversation.draftTyped('Hi');
    conversation.sendClicked();
    await list.deleteConversation('c1', { backToList: false });

    await expect.poll(() => writes.map(([name]) => name)).toEqual(['create', 'send', 'delete']);
    expect(writes[0]).toEqual(['create', 'Track night']);
    expect(writes[2]).toEqual(['delete', 'c1']);
    expect(chat.callsOf('create').length + chat.callsOf('send').length + chat.callsOf('remove').length).toBe(0);
  });
});

