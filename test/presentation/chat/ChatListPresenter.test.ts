import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { sampleMembership } from '../../../src/infrastructure/memory/samples';
import type { Conversation } from '../../../src/domain/chat/Conversation';
import { ADA, chat, conversation, message, NOW } from './chatHarness';

const MANAGER = sampleMembership({ id: 'mem-irene', firstName: 'Irene', lastName: 'Sala', role: 'network_manager' });

async function loaded(h: ReturnType<typeof chat>) {
  h.list.mount();
  await expect.poll(() => h.list.status).toBe('ready');
  return h.list;
}

function firstItem(list: ReturnType<typeof chat>['list']) {
  const [first] = list.items;
  if (!first) throw new Error('The list is empty.');
  return first;
}

describe('ChatListPresenter', () => {
  it('is open to members of a network with chat; a guest is asked to sign in; without chat, it says so and asks nothing', async () => {
    expect(chat().list.gate).toBe('open');
    const guest = chat({ member: null });
    expect(guest.list.gate).toBe('guest');
    const none = chat({ chatEnabled: false });
    expect(none.list.gate).toBe('noChat');
    guest.list.mount();
    none.list.mount();
    expect([...guest.gateway.calls, ...none.gateway.calls]).toEqual([]);
  });

  it('lists the conversations newest activity first (one without messages and of unknown creation last), with the last message, its time and the unread count', async () => {
    const h = chat({
      conversations: [
        conversation({ id: 'quiet', title: 'Quiet', lastMessage: null }),
        conversation({ id: 'old', title: 'Old', lastMessage: message(1, { conversationId: 'old', createdAt: '2026-11-23T07:00:00Z' }), unread: 0 }),
        conversation({ id: 'new', title: 'New', lastMessage: message(2, { conversationId: 'new', body: 'See you', createdAt: new Date(NOW - 60_000).toISOString() }), unread: 4 }),
      ],
    });
    const list = await loaded(h);
    expect(list.items).toEqual([
      { id: 'new', title: 'New', preview: 'Giulia Verdi: See you', unread: 4, when: expect.stringMatching(/^\d\d:59$/), age: '1 minute ago', memberCount: 4, pending: false },
      { id: 'old', title: 'Old', preview: 'Giulia Verdi: Message 1', unread: 0, when: 'Yesterday', age: 'yesterday', memberCount: 4, pending: false },
      { id: 'quiet', title: 'Quiet', preview: 'No messages yet', unread: 0, when: '', age: '', memberCount: 4, pending: false },
    ]);
  });

  it('keeps a conversation created here on top while it is new, until another has a newer message', async () => {
    const h = chat({ member: MANAGER, conversations: [conversation({ lastMessage: message(1) }), conversation({ id: 'quiet', title: 'Quiet' })] });
    const list = await loaded(h);
    list.newConversationClicked();
    list.titleTyped('Trail weekend');
    const created = list.createSubmitted({ openIt: false });
    // A message arriving while it is on its way does not push it down.
    list.messageArrived(h.gateway.arrive({ conversationId: 'c1', body: 'Later', senderId: 'mem-giulia', senderName: 'Giulia Verdi', createdAt: new Date(NOW + 60_000).toISOString() }));
    expect(list.items.map((item) => [item.title, item.pending])).toEqual([['Trail weekend', true], ['Sunday long run', false], ['Quiet', false]]);
    await created;
    // Created at NOW: above the quiet one, below the message sent a minute after.
    await expect.poll(() => h.gateway.callsOf('list')).toHaveLength(2);
    expect(list.items.map((item) => item.id)).toEqual(['c1', 'conversation-1', 'quiet']);
    // The chat opens again: the server's list has no creation dates, the list still knows this one's.
    list.mount();
    await expect.poll(() => h.gateway.callsOf('list')).toHaveLength(3);
    expect(list.items.map((item) => item.id)).toEqual(['c1', 'conversation-1', 'quiet']);
  });

  it('loads the list when a guest signs in on the page, which is not mounted again', async () => {
    const h = chat({ member: null });
    h.list.mount();
    expect(h.gateway.callsOf('list')).toEqual([]);
    h.session.authenticate(ADA, { accessToken: 'a', refreshToken: 'r' });
    expect(h.list.gate).toBe('open');
    await expect.poll(() => h.list.status).toBe('ready');
    expect(h.list.items.map((item) => item.id)).toEqual(['c1']);
  });

  it('never shows a member the list of the one who signed out before them', async () => {
    const h = chat();
    const list = await loaded(h);
    expect(list.items.map((item) => item.id)).toEqual(['c1']);
    h.session.clearUser();
    expect(list.items).toEqual([]);
    expect(list.status).toBe('loading');

    h.gateway.failNext('list', new ApiError(0, ApiError.NETWORK, ''));
    h.session.authenticate(MANAGER, { accessToken: 'a', refreshToken: 'r' });
    await expect.poll(() => list.status).toBe('failed');
    expect(list.items).toEqual([]);
    list.retryLoadClicked();
    await expect.poll(() => list.status).toBe('ready');
    expect(list.items.map((item) => item.id)).toEqual(['c1']);
  });

  it('starts afresh when another member signs in without signing out, dropping an answer asked for the previous one', async () => {
    const h = chat();
    const list = await loaded(h);
    list.newConversationClicked();
    const answers: Array<(conversations: Conversation[]) => void> = [];
    h.gateway.list = () => new Promise((resolve) => answers.push(resolve));
    list.retryLoadClicked();
    h.session.authenticate(MANAGER, { accessToken: 'a', refreshToken: 'r' });
    expect(list.items).toEqual([]);
    expect(list.form).toBeNull();
    expect(answers).toHaveLength(2);
    answers[0]?.([conversation({ id: 'ada-only', title: 'Ada’s' })]);
    await Promise.resolve();
    expect(list.items).toEqual([]);
    answers[1]?.([conversation({ id: 'irene-too', title: 'Irene’s' })]);
    await expect.poll(() => list.items.map((item) => item.id)).toEqual(['irene-too']);
  });

  it('stops watching who is signed in once the page is gone', async () => {
    const h = chat({ member: null });
    const unmount = h.list.mount();
    unmount();
    h.session.authenticate(ADA, { accessToken: 'a', refreshToken: 'r' });
    await Promise.resolve();
    expect(h.gateway.callsOf('list')).toEqual([]);
  });

  it('says why the list could not load, and loads it on retry', async () => {
    const h = chat();
    h.gateway.failNext('list', new ApiError(0, ApiError.NETWORK, ''));
    h.list.mount();
    await expect.poll(() => h.list.status).toBe('failed');
    expect(h.list.loadFailure).toBe(h.i18n.t('error.network'));
    h.list.retryLoadClicked();
    await expect.poll(() => h.list.status).toBe('ready');
  });

  it('offers "New conversation" to managers only (spec §6)', async () => {
    for (const role of ['user', 'trusted_contributor'] as const) {
      const list = chat({ member: sampleMembership({ role }) }).list;
      expect(list.canCreate).toBe(false);
      list.newConversationClicked();
      expect(list.form).toBeNull();
    }
    expect(chat({ member: MANAGER }).list.canCreate).toBe(true);
  });

  it('creates a conversation optimistically and opens it once the server has it', async () => {
    const h = chat({ member: MANAGER, conversations: [conversation({ lastMessage: message(1) })] });
    const list = await loaded(h);
    list.newConversationClicked();
    list.titleTyped('   ');
    await list.createSubmitted();
    expect(list.form?.error).toBe('Give the conversation a title.');
    expect(h.gateway.callsOf('create')).toEqual([]);

    list.titleTyped('Trail weekend');
    const created = list.createSubmitted();
    expect(list.form).toBeNull();
    expect(list.items[0]).toMatchObject({ title: 'Trail weekend', pending: true });
    await created;
    expect(list.items[0]).toMatchObject({ id: 'conversation-1', title: 'Trail weekend', pending: false });
    expect(h.navigator.currentPath()).toBe('/chat/conversation-1');
    expect(list.canDelete('conversation-1')).toBe(true);
  });

  it('counts the title’s characters near its 100, and creates nothing past them (issue 22 §5)', async () => {
    const h = chat({ member: MANAGER });
    const list = await loaded(h);
    list.newConversationClicked();
    expect(list.titleNote).toEqual({ error: false, helperText: ' ' });
    list.titleTyped('t'.repeat(80));
    expect(list.titleNote).toEqual({ error: false, helperText: '80 / 100' });

    list.titleTyped('t'.repeat(101));
    await list.createSubmitted();
    expect(list.titleNote).toEqual({ error: true, helperText: '101 / 100: 1 character too many.' });
    expect(list.form?.title).toBe('t'.repeat(101));
    expect(h.gateway.callsOf('create')).toEqual([]);
  });

  it('takes a refused conversation away and opens the dialog again with the title and why', async () => {
    const h = chat({ member: MANAGER });
    const list = await loaded(h);
    h.gateway.failNext('create', new ApiError(403, 'Forbidden', 'Only network managers can create conversations.'));
    list.newConversationClicked();
    list.titleTyped('Trail weekend');
    await list.createSubmitted();
    expect(list.items.map((item) => item.title)).toEqual(['Sunday long run']);
    expect(list.form).toEqual({ title: 'Trail weekend', error: 'Only network managers can create conversations.' });
    expect(h.navigator.currentPath()).toBe('/chat');
  });

  describe('in the manager area (issue 12)', () => {
    it('creates a conversation without leaving the area', async () => {
      const h = chat({ member: MANAGER });
      const list = await loaded(h);
      h.navigator.goTo('/manage/chat');
      list.newConversationClicked();
      list.titleTyped('Trail weekend');
      await list.createSubmitted({ openIt: false });
      expect(list.items.find((item) => item.title === 'Trail weekend')).toMatchObject({ pending: false });
      expect(h.navigator.currentPath()).toBe('/manage/chat');
    });

    it('deletes a conversation after its confirm dialog, staying on the area; Cancel deletes nothing', async () => {
      const h = chat({ member: MANAGER });
      const list = await loaded(h);
      h.navigator.goTo('/manage/chat');
      const first = firstItem(list);
      list.deleteAsked(first.id);
      expect(list.confirmOpen).toBe(true);
      expect(list.deletion).toEqual({ id: first.id, title: first.title });
      list.deletionCancelled();
      expect(list.confirmOpen).toBe(false);
      expect(h.gateway.callsOf('remove')).toEqual([]);

      list.deleteAsked(first.id);
      list.deletionConfirmed();
      expect(list.items.map((item) => item.id)).not.toContain(first.id);
      await expect.poll(() => h.gateway.callsOf('remove')).toEqual([[first.id]]);
      expect(h.navigator.currentPath()).toBe('/manage/chat');
    });

    it('puts back a conversation the server would not delete, with the reason and a retry', async () => {
      const h = chat({ member: MANAGER });
      const list = await loaded(h);
      h.navigator.goTo('/manage/chat');
      const first = firstItem(list);
      h.gateway.failNext('remove', new ApiError(503, 'Unavailable', 'Try again in a minute.'));
      list.deleteAsked(first.id);
      list.deletionConfirmed();
      await expect.poll(() => list.deleteFailure?.message).toBe('Try again in a minute.');
      expect(list.items.map((item) => item.id)).toContain(first.id);
      list.retryDeleteClicked();
      await expect.poll(() => list.items.map((item) => item.id)).not.toContain(first.id);
      expect(h.navigator.currentPath()).toBe('/manage/chat');
    });

    it('starts afresh on each screen: a dialog or a failure left on one does not show on the other', async () => {
      const h = chat({ member: MANAGER });
      const list = await loaded(h);
      list.newConversationClicked();
      list.deleteAsked(firstItem(list).id);
      list.mount();
      expect(list.form).toBeNull();
      expect(list.confirmOpen).toBe(false);
    });

    it('offers no deletion to a member who may not delete', async () => {
      const h = chat();
      const list = await loaded(h);
      list.deleteAsked(firstItem(list).id);
      expect(list.confirmOpen).toBe(false);
    });
  });
});

describe('ChatListPresenter, live (api-contract.md Live events)', () => {
  it('moves a conversation up with its new last message and counts it unread, unless open or mine', async () => {
    const h = chat({ conversations: [conversation({ id: 'c1', lastMessage: message(1) }), conversation({ id: 'c2', title: 'Kit', lastMessage: message(2, { conversationId: 'c2' }) })] });
    const list = await loaded(h);
    expect(list.items.map((item) => item.id)).toEqual(['c2', 'c1']);
    h.live.emit('message.created', message(3, { conversationId: 'c1', body: 'Live' }));
    expect(list.items.map((item) => [item.id, item.unread])).toEqual([['c1', 1], ['c2', 0]]);
    expect(firstItem(list).preview).toBe('Giulia Verdi: Live');

    h.live.emit('message.created', message(4, { conversationId: 'c2', senderId: ADA.id, senderName: 'Ada Rossi' }));
    const closed = list.conversationOpened('c1');
    h.live.emit('message.created', message(5, { conversationId: 'c1' }));
    expect(list.items.map((item) => [item.id, item.unread])).toEqual([['c1', 1], ['c2', 0]]);
    closed();
    h.live.emit('message.created', message(6, { conversationId: 'c1' }));
    expect(firstItem(list).unread).toBe(2);
  });

  it('adds, updates and removes conversations as the server says', async () => {
    const h = chat({ conversations: [conversation({ id: 'c1', lastMessage: message(1) })] });
    const list = await loaded(h);
    h.live.emit('conversation.created', conversation({ id: 'c9', title: 'New run', lastMessage: message(7, { conversationId: 'c9' }) }));
    expect(list.items.map((item) => item.title)).toEqual(['New run', 'Sunday long run']);
    h.live.emit('conversation.updated', conversation({ id: 'c1', title: 'Sunday run', lastMessage: message(1), unread: 4 }));
    expect(list.conversation('c1')).toMatchObject({ title: 'Sunday run', unread: 4 });
    h.live.emit('conversation.deleted', { id: 'c9' });
    expect(list.items.map((item) => item.id)).toEqual(['c1']);
  });

  it('reads the list again after a reset, and stops listening once unmounted', async () => {
    const h = chat({ conversations: [conversation({ id: 'c1' })] });
    const unmount = h.list.mount();
    await expect.poll(() => h.list.status).toBe('ready');
    const reads = h.gateway.callsOf('list').length;
    h.live.reset();
    await expect.poll(() => h.gateway.callsOf('list').length).toBe(reads + 1);
    unmount();
    expect(h.live.listenerCount).toBe(0);
  });
});
