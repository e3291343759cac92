import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { logoutOn } from '../../application/usecases/session/logoutHarness';
import { CHAT_POLL_INTERVAL_MS } from '../../../src/infrastructure/chat/PollingMessageStream';
import { sampleMembership } from '../../../src/infrastructure/memory/samples';
import { MESSAGES_PAGE_SIZE, type ChatRow } from '../../../src/presentation/chat/ConversationPresenter';
import { ADA, chat, conversation, message, NOW } from './chatHarness';

const DRAFT_KEY = 'chat-draft:net-1:c1';
const history = (count: number) => Array.from({ length: count }, (_, index) => message(index));
const bodies = (rows: ChatRow[]) => rows.flatMap((row) => (row.kind === 'message' ? [row.body] : []));
const fromGiulia = (h: ReturnType<typeof chat>, body: string) => h.gateway.arrive({ conversationId: 'c1', body, senderId: 'mem-giulia', senderName: 'Giulia Verdi' });

async function opened(h: ReturnType<typeof chat>, conversationId = 'c1') {
  const page = h.open(conversationId);
  await expect.poll(() => page.presenter.status).toBe('ready');
  return page;
}

describe('ConversationPresenter', () => {
  describe('reading', () => {
    it('shows the latest page oldest first with sender, time and day separators, and earlier ones with ?before=', async () => {
      const old = [message(1, { id: 'old-1', body: 'Old 1', createdAt: '2026-11-20T08:15:00Z' }), message(2, { id: 'old-2', body: 'Old 2', createdAt: '2026-11-23T18:00:00Z', senderName: 'Marco Bianchi' })];
      const h = chat({ messages: [...old, ...history(MESSAGES_PAGE_SIZE)] });
      const { presenter } = await opened(h);

      expect(bodies(presenter.rows)).toEqual(history(MESSAGES_PAGE_SIZE).map((item) => item.body));
      expect(presenter.hasEarlier).toBe(true);
      await presenter.loadEarlierClicked();
      expect(h.gateway.callsOf('messages').at(-1)).toEqual(['c1', { before: 'm0', limit: MESSAGES_PAGE_SIZE }]);
      expect(presenter.hasEarlier).toBe(false);
      const rows = presenter.rows;
      expect(rows.slice(0, 5)).toEqual([
        { kind: 'day', key: expect.any(String), label: 'November 20, 2026' },
        expect.objectContaining({ kind: 'message', senderName: 'Giulia Verdi', body: 'Old 1', time: expect.stringMatching(/^\d\d:15$/), mine: false, state: 'sent' }),
        { kind: 'day', key: expect.any(String), label: 'Yesterday' },
        expect.objectContaining({ senderName: 'Marco Bianchi', body: 'Old 2' }),
        { kind: 'day', key: expect.any(String), label: 'Today' },
      ]);
    });

    it('marks the conversation read in the list once opened', async () => {
      const h = chat({ conversations: [conversation({ unread: 3 })], messages: history(3) });
      h.list.mount();
      await expect.poll(() => h.list.items[0]?.unread).toBe(3);
      await opened(h);
      expect(h.list.items[0]?.unread).toBe(0);
    });

    it('loads earlier messages when the member scrolls near the oldest, until there are none, and not again after a failure', async () => {
      const h = chat({ messages: history(2 * MESSAGES_PAGE_SIZE + 5) });
      const { presenter } = await opened(h);
      presenter.nearedEarliest();
      await expect.poll(() => bodies(presenter.rows).length).toBe(2 * MESSAGES_PAGE_SIZE);
      expect(presenter.hasEarlier).toBe(true);

      h.gateway.failNext('messages', new ApiError(503, 'Unavailable', 'Try later.'));
      presenter.nearedEarliest();
      await expect.poll(() => presenter.earlierFailure).not.toBe('');
      const asked = h.gateway.callsOf('messages').length;
      presenter.nearedEarliest();
      expect(h.gateway.callsOf('messages')).toHaveLength(asked);

      await presenter.loadEarlierClicked();
      expect(bodies(presenter.rows)).toHaveLength(2 * MESSAGES_PAGE_SIZE + 5);
      expect(presenter.hasEarlier).toBe(false);
      presenter.nearedEarliest();
      expect(h.gateway.callsOf('messages')).toHaveLength(asked + 1);
    });

    it('makes a message’s row once: more messages leave the rows already made as they were, another language makes them again', async () => {
      const h = chat({ messages: [...history(MESSAGES_PAGE_SIZE + 5), message(200, { id: 'gone', senderName: '', body: 'From a former member' })] });
      const { presenter } = await opened(h);
      const before = presenter.rows;
      await presenter.loadEarlierClicked();
      const after = presenter.rows;
      expect(after.length).toBeGreaterThan(before.length);
      for (const row of before.filter((candidate) => candidate.kind === 'message')) expect(after).toContain(row);

      await h.i18n.localeChosen('it');
      const italian = presenter.rows.find((row) => row.key === 'gone');
      expect(italian).toMatchObject({ senderName: 'Ex membro' });
      expect(after).not.toContain(italian);
    });

    it('says when the conversation does not exist', async () => {
      const h = chat();
      const { presenter } = h.open('gone');
      await expect.poll(() => presenter.status).toBe('notFound');
      expect(presenter.unavailable).toBe('This conversation does not exist, or it was deleted.');
    });

    it('loads once a guest on the conversation signs in, the screen not being mounted again', async () => {
      const h = chat({ member: null, messages: history(2) });
      const { presenter } = h.open();
      expect(h.gateway.callsOf('messages')).toEqual([]);
      expect(h.clock.pendingDelays()).toEqual([]);
      h.session.authenticate(ADA, { accessToken: 'a', refreshToken: 'r' });
      await expect.poll(() => presenter.status).toBe('ready');
      expect(bodies(presenter.rows)).toEqual(['Message 0', 'Message 1']);
      expect(h.clock.pendingDelays()).toEqual([CHAT_POLL_INTERVAL_MS]);
    });

    it('starts afresh when another member signs in: nothing of the previous one’s stays, and one stream polls', async () => {
      const h = chat({ messages: [message(1, { senderId: 'mem-ada', senderName: 'Ada Rossi' })] });
      const { presenter } = await opened(h);
      h.gateway.failNext('send', new ApiError(0, ApiError.NETWORK, ''));
      presenter.draftTyped('Only Ada wrote this');
      presenter.sendClicked();
      await expect.poll(() => presenter.rows.at(-1)).toMatchObject({ state: 'failed' });
      expect(presenter.rows.filter((row) => row.kind === 'message').map((row) => row.mine)).toEqual([true, true]);

      h.session.authenticate(sampleMembership({ id: 'mem-bruno', firstName: 'Bruno', lastName: 'Neri', networkId: 'net-1' }), { accessToken: 'a', refreshToken: 'r' });
      expect(presenter.rows).toEqual([]);
      await expect.poll(() => presenter.status).toBe('ready');
      expect(presenter.rows.filter((row) => row.kind === 'message').map((row) => [row.body, row.mine, row.state])).toEqual([['Message 1', false, 'sent']]);
      expect(h.clock.pendingDelays()).toEqual([CHAT_POLL_INTERVAL_MS]);
    });

    it('stops polling when the member signs out, and forgets what they saw', async () => {
      const h = chat({ messages: history(2) });
      const { presenter } = await opened(h);
      h.session.clearUser();
      expect(presenter.rows).toEqual([]);
      expect(h.clock.pendingDelays()).toEqual([]);
    });
  });

  describe('deleted while open', () => {
    it('says it no longer exists with the way back, stops polling, and leaves the list', async () => {
      const h = chat({ conversations: [conversation({ adminIds: ['mem-ada'] }), conversation({ id: 'c2', title: 'Gear' })], messages: history(2) });
      h.list.mount();
      await expect.poll(() => h.list.items.length).toBe(2);
      const { presenter } = await opened(h);
      await h.gateway.remove('c1');
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
      expect(presenter.status).toBe('deleted');
      expect(presenter.unavailable).toBe('This conversation is no longer here: it was deleted, or you are no longer one of its members.');
      expect(h.list.items.map((item) => item.id)).toEqual(['c2']);

      const polls = h.gateway.callsOf('messages').length;
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS * 5);
      expect(h.gateway.callsOf('messages')).toHaveLength(polls);
      expect(h.clock.pendingDelays()).toEqual([]);
    });

    it('says so in Italian too', async () => {
      const h = chat({ messages: history(1) });
      const { presenter } = await opened(h);
      await h.i18n.localeChosen('it');
      h.gateway.failNext('messages', new ApiError(404, 'NotFound', 'This conversation does not exist.'));
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
      expect(presenter.unavailable).toBe('Questa conversazione non c’è più: è stata eliminata, oppure non ne fai più parte.');
    });

    it('keeps polling after another failure', async () => {
      const h = chat({ messages: history(1) });
      const { presenter } = await opened(h);
      h.gateway.failNext('messages', new ApiError(503, 'Unavailable', 'Try again in a minute.'));
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
      fromGiulia(h, 'Still here');
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
      expect(presenter.status).toBe('ready');
      expect(bodies(presenter.rows).at(-1)).toBe('Still here');
    });
  });

  describe('live (api-contract.md Live events)', () => {
    it("shows another member's message as the channel tells it, without polling", async () => {
      const h = chat({ messages: history(2), live: true });
      const { presenter } = await opened(h);
      const reads = h.gateway.callsOf('messages').length;
      h.live.emit('message.created', message(50, { body: 'Live hello', createdAt: new Date(NOW).toISOString() }));
      expect(bodies(presenter.rows).at(-1)).toBe('Live hello');
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS * 3);
      expect(h.gateway.callsOf('messages')).toHaveLength(reads);
    });

    it('shows a message once when the channel repeats it', async () => {
      const h = chat({ messages: history(2), live: true });
      const { presenter } = await opened(h);
      const hello = message(50, { body: 'Live hello', createdAt: new Date(NOW).toISOString() });
      h.live.emit('message.created', hello);
      h.live.emit('message.created', hello);
      expect(bodies(presenter.rows).filter((body) => body === 'Live hello')).toHaveLength(1);
    });

    it('takes out a message deleted while the conversation is open', async () => {
      const h = chat({ messages: history(3), live: true });
      const { presenter } = await opened(h);
      h.live.emit('message.deleted', { id: 'm1', conversationId: 'c1' });
      expect(bodies(presenter.rows)).toEqual(['Message 0', 'Message 2']);
    });

    it("replaces the member's own message on its way with the channel's copy of it (same clientId), never twice", async () => {
      const h = chat({ messages: history(1), live: true });
      const { presenter } = await opened(h);
      presenter.draftTyped('On my way');
      presenter.sendClicked();
      h.live.emit('message.created', message(60, { body: 'On my way', senderId: ADA.id, senderName: 'Ada Rossi', clientId: 'client-1', createdAt: new Date(NOW).toISOString() }));
      await h.clock.advanceAsync(0);
      expect(bodies(presenter.rows).filter((body) => body === 'On my way')).toHaveLength(1);
      expect(presenter.rows.filter((row) => row.kind === 'message' && row.state === 'sending')).toEqual([]);
    });

    it("tells the others the member is typing, and shows who else is", async () => {
      const h = chat({ messages: history(1), live: true });
      const { presenter } = await opened(h);
      presenter.draftTyped('Hel');
      expect(h.live.typed).toEqual(['c1']);
      h.live.emit('typing', { conversationId: 'c1', memberId: 'mem-giulia', name: 'Giulia' });
      expect(presenter.presenceNotes).toEqual(['Giulia is typing…']);
      h.live.setState('connecting');
      await h.clock.advanceAsync(5_000);
      expect(presenter.presenceNotes).toEqual(['Reconnecting…']);
    });
  });

  describe('new messages (polling)', () => {
    it('polls only while the conversation is open and the page visible', async () => {
      const h = chat({ messages: history(2) });
      const { presenter, unmount } = await opened(h);
      const polls = () => h.gateway.callsOf('messages').length - 1;

      fromGiulia(h, 'Anyone for coffee?');
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
      expect(polls()).toBe(1);
      expect(bodies(presenter.rows).at(-1)).toBe('Anyone for coffee?');

      h.visibility.set(false);
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS * 5);
      expect(polls()).toBe(1);
      h.visibility.set(true);
      await h.clock.advanceAsync(0);
      expect(polls()).toBe(2);

      unmount();
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS * 5);
      expect(polls()).toBe(2);
      expect(h.clock.pendingDelays()).toEqual([]);
    });

    it('says so when the server refuses new messages (403), stops asking, and asks again on the member’s retry', async () => {
      const h = chat({ messages: history(1) });
      const { presenter } = await opened(h);
      expect(presenter.streamNotice).toBeNull();
      h.gateway.failNext('messages', new ApiError(403, 'Forbidden', 'You are no longer a member of this conversation.'));
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
      expect(presenter.streamNotice).toBe('New messages have stopped: the server refused to send them. You may need to sign in again.');
      await h.i18n.localeChosen('it');
      expect(presenter.streamNotice).toBe('I nuovi messaggi si sono fermati: il server ha rifiutato di inviarli. Potrebbe essere necessario accedere di nuovo.');
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS * 5);
      expect(h.gateway.callsOf('messages')).toHaveLength(2);

      fromGiulia(h, 'Welcome back');
      presenter.resumeStreamClicked();
      expect(presenter.streamNotice).toBeNull();
      await h.clock.advanceAsync(0);
      expect(bodies(presenter.rows).at(-1)).toBe('Welcome back');
      expect(h.clock.pendingDelays()).toEqual([CHAT_POLL_INTERVAL_MS]);
    });

    it('starts polling once a failed first load succeeds on retry', async () => {
      const h = chat({ messages: history(1) });
      h.gateway.failNext('messages', new ApiError(0, ApiError.NETWORK, ''));
      const { presenter } = h.open();
      await expect.poll(() => presenter.status).toBe('failed');
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
      expect(h.gateway.callsOf('messages')).toHaveLength(1);

      presenter.retryLoadClicked();
      await expect.poll(() => presenter.status).toBe('ready');
      fromGiulia(h, 'Back again');
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
      expect(bodies(presenter.rows).at(-1)).toBe('Back again');
    });

    it('keeps the member at the bottom when they are there, and counts new messages on a pill when they scrolled up', async () => {
      const h = chat({ messages: history(2) });
      const { presenter } = await opened(h);
      const requests = presenter.scrollRequests;

      fromGiulia(h, 'One');
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
      expect(presenter.scrollRequests).toBe(requests + 1);
      expect(presenter.unseen).toBe(0);

      presenter.scrolled(false);
      fromGiulia(h, 'Two');
      fromGiulia(h, 'Three');
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
      expect(presenter.scrollRequests).toBe(requests + 1);
      expect(presenter.unseen).toBe(2);

      presenter.newMessagesPillClicked();
      expect(presenter.unseen).toBe(0);
      expect(presenter.scrollRequests).toBe(requests + 2);
      presenter.scrolled(false);
      fromGiulia(h, 'Four');
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
      presenter.scrolled(true);
      expect(presenter.unseen).toBe(0);
    });

    it('moves the list: the conversation gets the new last message and goes on top', async () => {
      const h = chat({ conversations: [conversation({ id: 'c2', title: 'Gear', lastMessage: message(90, { conversationId: 'c2' }) }), conversation({ lastMessage: message(1) })], messages: [message(1)] });
      h.list.mount();
      await expect.poll(() => h.list.items.map((item) => item.id)).toEqual(['c2', 'c1']);
      await opened(h);
      fromGiulia(h, 'Fresh news');
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
      expect(h.list.items.map((item) => [item.id, item.preview])).toEqual([['c1', 'Giulia Verdi: Fresh news'], ['c2', 'Giulia Verdi: Message 90']]);
    });
  });

  describe('sending (optimistic)', () => {
    it('shows the message at once as sending, then as the server has it; Enter sends, Shift+Enter does not', async () => {
      const h = chat();
      const { presenter } = await opened(h);
      presenter.draftTyped('See you at 7:30');
      expect(presenter.composerKeyPressed({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
      expect(presenter.composerKeyPressed({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
      expect(h.gateway.callsOf('send')).toEqual([]);

      expect(presenter.composerKeyPressed({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
      expect(presenter.draft).toBe('');
      expect(presenter.rows.at(-1)).toMatchObject({ kind: 'message', body: 'See you at 7:30', mine: true, senderName: 'Ada Rossi', state: 'sending' });

      await expect.poll(() => presenter.rows.at(-1)).toMatchObject({ body: 'See you at 7:30', state: 'sent' });
      expect(h.gateway.callsOf('send')).toEqual([['c1', { body: 'See you at 7:30', clientId: 'client-1' }]]);
      expect(bodies(presenter.rows)).toEqual(['See you at 7:30']);
      // The poll that brings the member's own message does not show it twice.
      await h.clock.advanceAsync(CHAT_POLL_INTERVAL_MS);
      expect(bodies(presenter.rows)).toEqual(['See you at 7:30']);
    });

    it('marks a refused message with why, and retries it with the same clientId, never posting it twice', async () => {
      const h = chat();
      const { presenter } = await opened(h);
      // The server stored the message but the answer was lost: the retry must not post a second one.
      const lost = new ApiError(0, ApiError.NETWORK, '');
      const send = h.gateway.send.bind(h.gateway);
      let first = true;
      h.gateway.send = async (conversationId, sent) => {
        const stored = await send(conversationId, sent);
        if (first) {
          first = false;
          throw lost;
        }
        return stored;
      };
      presenter.draftTyped('Water at km 9?');
      presenter.sendClicked();
      await expect.poll(() => presenter.rows.at(-1)).toMatchObject({ body: 'Water at km 9?', state: 'failed', failure: h.i18n.t('error.network') });
      expect(h.localStore.get(DRAFT_KEY)).toEqual({ value: 'Water at km 9?', savedAt: NOW });

      const failed = presenter.rows.at(-1);
      presenter.retrySendClicked(failed?.key ?? '');
      expect(presenter.rows.at(-1)).toMatchObject({ state: 'sending', failure: null });
      await expect.poll(() => presenter.rows.at(-1)).toMatchObject({ state: 'sent' });
      expect(h.gateway.callsOf('send')).toEqual([
        ['c1', { body: 'Water at km 9?', clientId: 'client-1' }],
        ['c1', { body: 'Water at km 9?', clientId: 'client-1' }],
      ]);
      expect(h.gateway.of('c1').map((stored) => stored.body)).toEqual(['Water at km 9?']);
      expect(bodies(presenter.rows)).toEqual(['Water at km 9?']);
      expect(h.localStore.get(DRAFT_KEY)).toBeNull();
    });

    it('sends nothing empty', async () => {
      const h = chat();
      const { presenter } = await opened(h);
      presenter.draftTyped('   ');
      presenter.sendClicked();
      expect(h.gateway.callsOf('send')).toEqual([]);
    });
  });

  describe('drafts (spec §3)', () => {
    it('keeps the draft per network and conversation, restores it on return, and removes it once sent', async () => {
      const h = chat({ conversations: [conversation(), conversation({ id: 'c2', title: 'Gear' })] });
      const first = await opened(h);
      first.presenter.draftTyped('Half a thought');
      expect(h.localStore.get(DRAFT_KEY)).toEqual({ value: 'Half a thought', savedAt: NOW });
      first.unmount();

      const other = await opened(h, 'c2');
      expect(other.presenter.draft).toBe('');
      other.unmount();
      const back = await opened(h);
      expect(back.presenter.draft).toBe('Half a thought');

      back.presenter.sendClicked();
      expect(h.localStore.get(DRAFT_KEY)).toEqual({ value: 'Half a thought', savedAt: NOW });
      await expect.poll(() => h.localStore.get(DRAFT_KEY)).toBeNull();
    });

    it('is cleared on logout (spec §4)', async () => {
      const h = chat();
      const { presenter } = await opened(h);
      presenter.draftTyped('Not for the next person on this computer');
      logoutOn(h).execute();
      expect(h.localStore.get(DRAFT_KEY)).toBeNull();
    });
  });

  describe('on a touch screen', () => {
    it('Enter makes a new line and the Send button sends; no keyboard hint under the composer', async () => {
      const h = chat();
      const { presenter } = await opened(h);
      presenter.touchScreenChanged(true);
      presenter.draftTyped('Line one');
      expect(presenter.composerKeyPressed({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(false);
      expect(presenter.composerNote).toEqual({ error: false, helperText: undefined });
      expect(h.gateway.callsOf('send')).toEqual([]);

      presenter.sendClicked();
      await expect.poll(() => h.gateway.callsOf('send')).toEqual([['c1', { body: 'Line one', clientId: 'client-1' }]]);

      presenter.touchScreenChanged(false);
      expect(presenter.composerNote.helperText).toBe('Enter sends, Shift+Enter starts a new line.');
    });
  });

  describe('input limits (issue 22 §5)', () => {
    it('counts the message’s characters from 80% of the 2,000 on, in error past them', async () => {
      const h = chat();
      const { presenter } = await opened(h);
      presenter.draftTyped('x'.repeat(1_599));
      expect(presenter.composerNote).toEqual({ error: false, helperText: 'Enter sends, Shift+Enter starts a new line.' });
      presenter.draftTyped('x'.repeat(1_600));
      expect(presenter.composerNote).toEqual({ error: false, helperText: '1,600 / 2,000' });

      presenter.draftTyped('x'.repeat(2_001));
      expect(presenter.composerNote).toEqual({ error: true, helperText: '2,001 / 2,000: 1 character too many.' });
      expect(presenter.canSend).toBe(false);
      presenter.composerKeyPressed({ key: 'Enter', shiftKey: false, isComposing: false });
      expect(h.gateway.callsOf('send')).toEqual([]);
    });

    it('does not write a waiting draft after its member signed out', async () => {
      const h = chat();
      const { presenter } = await opened(h);
      presenter.draftTyped('Not');
      presenter.draftTyped('Not for the next person');
      // What logout does to the drafts (the session cleared, then the network's drafts removed).
      h.session.clearUser();
      h.localStore.removeByPrefix('chat-draft:net-1:');

      h.clock.advance(500);
      expect(h.localStore.get(DRAFT_KEY)).toBeNull();
    });
  });

  describe('deleting (spec §6)', () => {
    it('offers deletion only to the conversation’s admins and managers', async () => {
      for (const [member, expected] of [
        [sampleMembership({ id: 'mem-ada', role: 'user' }), false],
        [sampleMembership({ id: 'mem-giulia', role: 'trusted_contributor' }), false],
        [sampleMembership({ id: 'mem-admin', role: 'user' }), true],
        [sampleMembership({ id: 'mem-irene', role: 'network_manager' }), true],
      ] as const) {
        const h = chat({ member, conversations: [conversation({ adminIds: ['mem-admin'] })] });
        h.list.mount();
        await expect.poll(() => h.list.status).toBe('ready');
        const { presenter } = await opened(h);
        expect([member.id, presenter.canDelete]).toEqual([member.id, expected]);
        presenter.deleteClicked();
        expect(presenter.confirmingDelete).toBe(expected);
      }
    });

    it('takes it off the list at once and goes back to the list; a refusal brings it back with a retry', async () => {
      const h = chat({ member: sampleMembership({ id: 'mem-irene', role: 'network_manager' }), conversations: [conversation(), conversation({ id: 'c2' })] });
      h.list.mount();
      await expect.poll(() => h.list.status).toBe('ready');
      const { presenter } = await opened(h);
      h.gateway.failNext('remove', new ApiError(500, 'ServerError', 'Try again later.'));
      presenter.deleteClicked();
      presenter.deleteConfirmed();
      expect(h.list.items.map((item) => item.id)).toEqual(['c2']);
      expect(h.navigator.currentPath()).toBe('/chat');
      await expect.poll(() => h.list.deleteFailure?.message).toBe('Try again later.');
      expect(h.list.items.map((item) => item.id).sort()).toEqual(['c1', 'c2']);

      h.list.retryDeleteClicked();
      await expect.poll(() => h.gateway.callsOf('remove')).toHaveLength(2);
      await expect.poll(() => h.list.items.map((item) => item.id)).toEqual(['c2']);
      expect(h.list.deleteFailure).toBeNull();
    });
  });
});
