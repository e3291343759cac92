import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { sampleComment, sampleContent, sampleMembership } from '../../../src/infrastructure/memory/samples';
import { COMMENTS_PAGE_SIZE } from '../../../src/presentation/content/CommentThread';
import { REACTION_DEBOUNCE_MS } from '../../../src/presentation/reactions/ReactionToggles';
import { commentsOf, community, NOW } from './contentHarness';

const CONTENT = sampleContent({ id: 'c1' });
const DRAFT_KEY = 'comment-draft:net-1:c1';
const thread = (count: number) =>
  Array.from({ length: count }, (_, index) => sampleComment({ id: `k${index}`, contentId: 'c1', body: `Comment ${index}`, creatorId: 'mem-giulia', createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString() }));

function commentsPage(h: ReturnType<typeof community>, countHint = 0) {
  const presenter = commentsOf(h, 'c1', countHint);
  presenter.mount();
  return presenter;
}

describe('CommentsPresenter', () => {
  describe('pages', () => {
    it('shows the latest page first, oldest first within it, and earlier ones on request', async () => {
      const h = community({ contents: [CONTENT], comments: thread(23) });
      const comments = commentsPage(h, 23);
      await expect.poll(() => comments.status).toBe('ready');

      expect(comments.items.map((item) => item.comment.body)).toEqual(thread(23).slice(13).map((comment) => comment.body));
      expect(comments.total).toBe(23);
      expect(comments.hasEarlier).toBe(true);
      expect(h.comments.callsOf('list')).toEqual([['c1', { limit: COMMENTS_PAGE_SIZE, offset: 13 }]]);

      await comments.showEarlierClicked();
      expect(comments.items).toHaveLength(20);
      await comments.showEarlierClicked();
      expect(comments.items.map((item) => item.comment.id)).toEqual(thread(23).map((comment) => comment.id));
      expect(comments.hasEarlier).toBe(false);
      expect(h.comments.callsOf('list').slice(1)).toEqual([['c1', { limit: 10, offset: 3 }], ['c1', { limit: 3, offset: 0 }]]);
    });

    it('asks again for the newest page when the count it was given is out of date', async () => {
      const h = community({ contents: [CONTENT], comments: thread(15) });
      const comments = commentsPage(h, 2);
      await expect.poll(() => comments.status).toBe('ready');

      expect(comments.items.at(-1)?.comment.id).toBe('k14');
      expect(h.comments.callsOf('list')).toEqual([['c1', { limit: 10, offset: 0 }], ['c1', { limit: 10, offset: 5 }]]);
    });

    it('says why the comments could not load, and loads them on retry', async () => {
      const h = community({ contents: [CONTENT], comments: thread(1) });
      h.comments.failNext('list', new ApiError(0, ApiError.NETWORK, ''));
      const comments = commentsPage(h, 1);
      await expect.poll(() => comments.status).toBe('failed');
      expect(comments.loadFailure).toBe(h.i18n.t('error.network'));

      comments.retryLoadClicked();
      await expect.poll(() => comments.status).toBe('ready');
      expect(comments.items).toHaveLength(1);
    });
  });

  describe('writing (optimistic)', () => {
    it('shows a sent comment at once, then as the server has it; the draft is gone', async () => {
      const h = community({ contents: [CONTENT] });
      const comments = commentsPage(h);
      await expect.poll(() => comments.status).toBe('ready');
      comments.draftTyped('See you at the start!');
      expect(h.localStore.get(DRAFT_KEY)).toEqual({ value: 'See you at the start!', savedAt: NOW });

      comments.sendClicked();

      expect(comments.items).toEqual([expect.objectContaining({ state: 'sending', comment: expect.objectContaining({ body: 'See you at the start!', creatorName: 'Ada Rossi' }) })]);
      expect(comments.draft).toBe('');
      await expect.poll(() => comments.items[0]?.state).toBe('sent');
      expect(comments.items[0]?.comment.id).toBe('comment-1');
      expect(comments.total).toBe(1);
      expect(h.localStore.get(DRAFT_KEY)).toBeNull();
      expect(h.comments.callsOf('add')).toEqual([['c1', 'See you at the start!']]);
    });

    it('marks a comment the server refused, keeps its text stored, and sends it once more on retry', async () => {
      const h = community({ contents: [CONTENT] });
      const comments = commentsPage(h);
      await expect.poll(() => comments.status).toBe('ready');
      h.comments.failNext('add', new ApiError(503, 'Unavailable', 'The server is resting.'));
      comments.draftTyped('Count me in');

      comments.sendClicked();

      await expect.poll(() => comments.items[0]?.state).toBe('failed');
      expect(comments.items[0]?.failure).toBe('The server is resting.');
      // A reload now would bring the text back in the field.
      expect(h.localStore.get(DRAFT_KEY)).toEqual({ value: 'Count me in', savedAt: NOW });

      comments.retrySendClicked(comments.items[0]?.key ?? '');
      await expect.poll(() => comments.items[0]?.state).toBe('sent');
      expect(h.comments.callsOf('add')).toHaveLength(2);
      expect(comments.items).toHaveLength(1);
      expect(h.localStore.get(DRAFT_KEY)).toBeNull();
    });

    it('gives a discarded comment’s text back to the field', async () => {
      const h = community({ contents: [CONTENT] });
      const comments = commentsPage(h);
      await expect.poll(() => comments.status).toBe('ready');
      h.comments.failNext('add', new ApiError(500, 'Oops', 'No.'));
      comments.draftTyped('Half a thought');
      comments.sendClicked();
      await expect.poll(() => comments.items[0]?.state).toBe('failed');

      comments.discardClicked(comments.items[0]?.key ?? '');

      expect(comments.items).toEqual([]);
      expect(comments.draft).toBe('Half a thought');
    });

    it('keeps the draft across a reload (a new page on the same content)', () => {
      const h = community({ contents: [CONTENT] });
      commentsPage(h).draftTyped('Written before the reload');

      expect(commentsPage(h).draft).toBe('Written before the reload');
    });

    it('sends nothing empty, and nothing for a guest', async () => {
      const h = community({ contents: [CONTENT], member: null });
      const comments = commentsPage(h);
      await expect.poll(() => comments.status).toBe('ready');
      expect(comments.canComment).toBe(false);
      comments.draftTyped('Hello');
      comments.sendClicked();
      expect(h.comments.callsOf('add')).toEqual([]);

      const member = commentsPage(community({ contents: [CONTENT] }));
      member.draftTyped('   ');
      expect(member.canSend).toBe(false);
    });
  });

  describe('input limits (issue 22 §5)', () => {
    it('counts the characters from 80% of the 5,000 on, and refuses to send past them', async () => {
      const h = community({ contents: [CONTENT] });
      const comments = commentsPage(h);
      await expect.poll(() => comments.status).toBe('ready');

      comments.draftTyped('x'.repeat(3_999));
      expect(comments.draftNote).toEqual({ error: false, helperText: 'Ctrl+Enter (⌘+Enter on a Mac) sends.' });
      comments.draftTyped('x'.repeat(4_100));
      expect(comments.draftNote).toEqual({ error: false, helperText: '4,100 / 5,000' });
      expect(comments.canSend).toBe(true);

      comments.draftTyped('x'.repeat(5_002));
      expect(comments.draftNote).toEqual({ error: true, helperText: '5,002 / 5,000: 2 characters too many.' });
      expect(comments.canSend).toBe(false);
      comments.sendClicked();
      expect(h.comments.callsOf('add')).toEqual([]);
      expect(comments.items).toEqual([]);
    });

    it('says the count in Italian words and numbers (which group digits from five on)', async () => {
      const h = community({ contents: [CONTENT] });
      await h.i18n.localeChosen('it');
      const comments = commentsPage(h);
      comments.draftTyped('x'.repeat(5_001));
      expect(comments.draftNote).toEqual({ error: true, helperText: '5001 / 5000: 1 carattere di troppo.' });
    });

    it('keeps an edit past the limit open, in error, and does not send it', async () => {
      const mine = sampleComment({ id: 'mine', contentId: 'c1', creatorId: 'mem-ada', body: 'Mine' });
      const h = community({ contents: [CONTENT], comments: [mine] });
      const comments = commentsPage(h);
      await expect.poll(() => comments.status).toBe('ready');
      comments.editClicked('mine');
      comments.editTyped('y'.repeat(5_001));

      expect(comments.editNote.error).toBe(true);
      expect(comments.canSaveEdit).toBe(false);
      comments.editSaved();
      expect(comments.editing?.id).toBe('mine');
      expect(h.comments.callsOf('edit')).toEqual([]);
    });
  });

  describe('drafts (issue 22 §5)', () => {
    it('writes the draft at most every 500 ms, the latest text winning, and at once when the page goes', async () => {
      const h = community({ contents: [CONTENT] });
      const comments = commentsOf(h, 'c1', 0);
      const unmount = comments.mount();
      comments.draftTyped('S');
      comments.draftTyped('Se');
      comments.draftTyped('See');
      expect(h.localStore.get(DRAFT_KEY)).toEqual({ value: 'S', savedAt: NOW });

      h.clock.advance(499);
      expect(h.localStore.get(DRAFT_KEY)).toEqual({ value: 'S', savedAt: NOW });
      h.clock.advance(1);
      expect(h.localStore.get(DRAFT_KEY)).toEqual({ value: 'See', savedAt: NOW + 500 });

      comments.draftTyped('See you');
      unmount();
      expect(h.localStore.get(DRAFT_KEY)).toEqual({ value: 'See you', savedAt: NOW + 500 });
    });

    it('does not write what waited after the member signed out (logout cleared the drafts)', async () => {
      const h = community({ contents: [CONTENT] });
      const comments = commentsPage(h);
      comments.draftTyped('Mine');
      comments.draftTyped('Mine, and private');
      runInAction(() => (h.session.membership = null));
      h.localStore.removeByPrefix('comment-draft:net-1:');

      h.clock.advance(500);
      expect(h.localStore.get(DRAFT_KEY)).toBeNull();
    });

    it('forgets a draft older than 30 days', () => {
      const h = community({ contents: [CONTENT] });
      h.localStore.set(DRAFT_KEY, { value: 'From last season', savedAt: NOW - 31 * 24 * 3_600_000 });

      expect(commentsPage(h).draft).toBe('');
      expect(h.localStore.get(DRAFT_KEY)).toBeNull();
    });
  });

  describe('own comments and others’', () => {
    const mine = sampleComment({ id: 'mine', contentId: 'c1', creatorId: 'mem-ada', body: 'Mine' });
    const theirs = sampleComment({ id: 'theirs', contentId: 'c1', creatorId: 'mem-giulia', body: 'Theirs' });

    it('offers edit and delete on the member’s own comments only; a manager may delete any', async () => {
      const h = community({ contents: [CONTENT], comments: [mine, theirs] });
      const comments = commentsPage(h, 2);
      await expect.poll(() => comments.status).toBe('ready');
      expect(comments.items.map((item) => [item.key, item.abilities])).toEqual([
        ['mine', { edit: true, delete: true }],
        ['theirs', { edit: false, delete: false }],
      ]);

      const manager = commentsPage(community({ member: sampleMembership({ id: 'mem-marco', role: 'network_manager' }), contents: [CONTENT], comments: [mine, theirs] }), 2);
      await expect.poll(() => manager.status).toBe('ready');
      expect(manager.items.map((item) => item.abilities.delete)).toEqual([true, true]);
    });

    it('shows an edit at once and takes it back, with the reason and a retry, when refused', async () => {
      const h = community({ contents: [CONTENT], comments: [mine] });
      const comments = commentsPage(h, 1);
      await expect.poll(() => comments.status).toBe('ready');
      h.comments.failNext('edit', new ApiError(403, 'Forbidden', 'You can only edit your own comments.'));

      comments.editClicked('mine');
      comments.editTyped('Mine, better');
      comments.editSaved();
      expect(comments.items[0]?.comment.body).toBe('Mine, better');

      await expect.poll(() => comments.items[0]?.failure).toBe('You can only edit your own comments.');
      expect(comments.items[0]?.comment.body).toBe('Mine');

      comments.retryFailedWriteClicked('mine');
      await expect.poll(() => comments.items[0]?.comment.body).toBe('Mine, better');
      await expect.poll(() => comments.items[0]?.edited).toBe(true);
      expect(comments.items[0]?.failure).toBeNull();
    });

    it('deletes after the confirmation, hiding the comment at once; a refused delete brings it back', async () => {
      const h = community({ contents: [CONTENT], comments: [mine] });
      const comments = commentsPage(h, 1);
      await expect.poll(() => comments.status).toBe('ready');

      comments.deleteClicked('mine');
      expect(comments.confirmingDeleteOf).toBe('mine');
      comments.deleteCancelled();
      expect(h.comments.callsOf('remove')).toEqual([]);

      h.comments.failNext('remove', new ApiError(0, ApiError.NETWORK, ''));
      comments.deleteClicked('mine');
      comments.deleteConfirmed();
      expect(comments.items).toEqual([]);
      await expect.poll(() => comments.items[0]?.failure).toBe(h.i18n.t('error.network'));

      comments.retryFailedWriteClicked('mine');
      await expect.poll(() => comments.items).toEqual([]);
      expect(comments.total).toBe(0);
    });
  });

  it('tells the feed how many comments the content has: as loaded, and after one is written', async () => {
    const h = community({ contents: [sampleContent({ id: 'c1', commentsCount: 0 })], comments: thread(2) });
    await h.feed.reload();
    expect(h.feed.items[0]?.commentsCount).toBe(0);
    const comments = commentsPage(h, 0);
    await expect.poll(() => h.feed.items[0]?.commentsCount).toBe(2);

    comments.draftTyped('Count me in');
    comments.sendClicked();
    await expect.poll(() => h.feed.items[0]?.commentsCount).toBe(3);
  });

  it('tells the age of each comment in the reader’s language', async () => {
    const h = community({ contents: [CONTENT], comments: [sampleComment({ contentId: 'c1', createdAt: '2026-11-24T09:55:00Z' })] });
    const comments = commentsPage(h, 1);
    await expect.poll(() => comments.status).toBe('ready');
    expect(comments.items[0]?.when).toBe('5 minutes ago');
  });

  it('writes the draft that waits as soon as the page is left (a reload unmounts nothing), so nothing typed is lost', () => {
    const h = community({ contents: [CONTENT], member: sampleMembership({ id: 'mem-1', networkId: 'net-1' }) });
    const comments = commentsOf(h, 'c1', 0);
    comments.mount();
    comments.draftTyped('S');
    comments.draftTyped('Se');
    comments.draftTyped('See you');
    h.page.set(false);
    expect(JSON.stringify(h.localStore.get(h.localStore.keys('comment-draft')[0] ?? ''))).toContain('See you');
  });
});

describe('CommentsPresenter, live (api-contract.md Live events)', () => {
  it("shows others' comments as they are made, changed and deleted, once each, with the member's draft untouched", async () => {
    const h = community({ contents: [CONTENT], comments: thread(2) });
    const comments = commentsPage(h, 2);
    await expect.poll(() => comments.status).toBe('ready');
    comments.draftTyped('Half a thought');
    const fresh = sampleComment({ id: 'k9', contentId: 'c1', body: 'Live one', creatorId: 'mem-giulia', createdAt: new Date(NOW).toISOString() });
    h.live.emit('comment.created', fresh);
    h.live.emit('comment.created', fresh);
    h.live.emit('comment.created', sampleComment({ id: 'k8', contentId: 'c2', body: 'Elsewhere' }));
    expect(comments.items.map((item) => item.comment.body)).toEqual(['Comment 0', 'Comment 1', 'Live one']);
    expect(comments.total).toBe(3);
    h.live.emit('comment.updated', { ...fresh, body: 'Live one, edited' });
    h.live.emit('comment.deleted', { id: 'k0', contentId: 'c1' });
    h.live.emit('comment.deleted', { id: 'k0', contentId: 'c1' });
    expect(comments.items.map((item) => item.comment.body)).toEqual(['Comment 1', 'Live one, edited']);
    expect(comments.total).toBe(2);
    expect(comments.draft).toBe('Half a thought');
  });

  it("shows the member's own comment once when its live event comes while it is on its way", async () => {
    const h = community({ contents: [CONTENT], comments: thread(1) });
    const comments = commentsPage(h, 1);
    await expect.poll(() => comments.status).toBe('ready');
    comments.draftTyped('Mine');
    comments.sendClicked();
    h.live.emit('comment.created', sampleComment({ id: 'k-live', contentId: 'c1', body: 'Mine', creatorId: 'mem-ada' }));
    await expect.poll(() => comments.items.map((item) => item.comment.body)).toEqual(['Comment 0', 'Mine']);
    expect(comments.total).toBe(2);
  });

  it("reacts to a comment of the thread, and follows the live reactions of its own comments, not another content's", async () => {
    const h = community({ contents: [CONTENT], comments: thread(2) });
    const comments = commentsPage(h, 2);
    await expect.poll(() => comments.status).toBe('ready');

    comments.reactions.toggled('k1', '😂');
    expect(comments.reactions.reactionsOf('k1')).toEqual([{ emoji: '😂', count: 1, mine: true }]);
    await h.clock.advanceAsync(REACTION_DEBOUNCE_MS);
    expect(h.reactions.callsOf('give')).toEqual([[{ type: 'comment', id: 'k1' }, '😂']]);
    expect(comments.items[1]?.comment.reactions).toEqual([{ emoji: '😂', count: 1, mine: true }]);

    h.live.emit('reactions.changed', { targetType: 'comment', targetId: 'k0', reactions: [{ emoji: '❤️', count: 4, mine: false }] });
    h.live.emit('reactions.changed', { targetType: 'content', targetId: 'k1', reactions: [] });
    h.live.emit('reactions.changed', { targetType: 'comment', targetId: 'k-elsewhere', reactions: [{ emoji: '❤️', count: 1, mine: false }] });
    expect(comments.items.map((item) => item.comment.reactions)).toEqual([[{ emoji: '❤️', count: 4, mine: false }], [{ emoji: '😂', count: 1, mine: true }]]);
  });

  it('reads the thread again after a reset, and stops listening once unmounted', async () => {
    const h = community({ contents: [CONTENT], comments: thread(2) });
    const comments = commentsOf(h, 'c1', 2);
    const unmount = comments.mount();
    await expect.poll(() => comments.status).toBe('ready');
    const reads = h.comments.callsOf('list').length;
    h.live.reset();
    await expect.poll(() => h.comments.callsOf('list').length).toBe(reads + 1);
    unmount();
    expect(h.live.listenerCount).toBe(0);
  });
});
