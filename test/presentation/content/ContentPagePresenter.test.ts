// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { sampleContent, sampleMembership } from '../../../src/infrastructure/memory/samples';
import { DeleteContent } from '../../../src/application/usecases/content/DeleteContent';
import { EditContent } from '../../../src/application/usecases/content/EditContent';
import { ContentActions } from '../../../src/presentation/content/ContentActions';
import { ContentPagePresenter } from '../../../src/presentation/content/ContentPagePresenter';
import { followLiveContents } from '../../../src/presentation/content/liveContents';
import { InMemoryPageVisibility } from '../../../src/infrastructure/memory/InMemoryPageVisibility';
import { PageViews } from '../../../src/presentation/ads/PageViews';
import type { VisibilityObserverFactory } from '../../../src/presentation/ads/VisibilityWatch';
import { FakeIntersectionObserver } from '../ads/fakeIntersectionObserver';
import { community } from './contentHarness';

const URL = 'https://app.example/harbour-runners/contents/c1';
const mine = sampleContent({ id: 'c1', title: 'Track night', body: 'Tuesday at 7.', authorId: 'mem-ada' });
const theirs = sampleContent({ id: 'c1', title: 'Sunday long run', authorId: 'mem-marco', type: 'announcement' });

/** The IntersectionObservers the page made: the test reports what is on screen through them. */
const observers: FakeIntersectionObserver[] = [];

function contentPage(h: ReturnType<typeof community>, contentId = 'c1') {
  const observe: VisibilityObserverFactory = (callback, options) => {
    const observer = new FakeIntersectionObserver(callback, options);
    observers.push(observer);
    return observer;
  };
  const views = new PageViews(h.clock, h.report, observe, new InMemoryPageVisibility());
  const actions = new ContentActions(h.sharer, h.report, new DeleteContent(h.contents), h.shown, h.navigator, h.notifier, h.i18n);
  const page = new ContentPagePresenter(h.contents, new EditContent(h.contents), h.session, h.notifier, h.shown, views, h.i18n, actions, { contentId, url: URL });
  page.mount();
  return page;
}

describe('ContentPagePresenter', () => {
  it('shows the content and names the page after it', async () => {
    const page = contentPage(community({ contents: [mine] }));
    expect(page.pageTitle).toBeNull();
    await expect.poll(() => page.status).toBe('ready');
    expect(page.content?.title).toBe('Track night');
    expect(page.pageTitle).toBe('Track night');
  });

  it('is a not-found page for an unknown id', async () => {
    const page = contentPage(community({ contents: [mine] }), 'nope');
    await expect.poll(() => page.status).toBe('notFound');
    expect(page.pageTitle).toBe('Page not found');
  });

  it('says why it could not load, and loads on retry', async () => {
    const h = community({ contents: [mine] });
    h.contents.failNext('get', new ApiError(0, ApiError.TIMEOUT, ''));
    const page = contentPage(h);
    await expect.poll(() => page.status).toBe('failed');
    expect(page.failureMessage).toBe(h.i18n.t('error.timeout'));
    page.retryClicked();
    await expect.poll(() => page.status).toBe('ready');
  });

  it('offers edit and delete to the author and a manager, to nobody else', async () => {
    const author = contentPage(community({ contents: [mine] }));
    const reader = contentPage(community({ contents: [theirs] }));
    const guest = contentPage(community({ contents: [theirs], member: null }));
    const manager = contentPage(community({ contents: [theirs], member: sampleMembership({ id: 'mem-boss', role: 'network_manager' }) }));
    for (const page of [author, reader, guest, manager]) await expect.poll(() => page.status).toBe('ready');

    expect([author, reader, guest, manager].map((page) => page.abilities)).toEqual([
      { edit: true, delete: true },
      { edit: false, delete: false },
      { edit: false, delete: false },
      { edit: true, delete: true },
    ]);
  });

  it('shares the page, and says when the link was copied instead', async () => {
    const h = community({ contents: [mine] });
    const page = contentPage(h);
    await expect.poll(() => page.status).toBe('ready');

    await page.shareClicked();
    expect(h.sharer.shared).toEqual([{ title: 'Track night', url: URL }]);
    expect(h.notifier.messages('success')).toEqual(['Link copied.']);

    h.sharer.outcome = 'shared';
    await page.shareClicked();
    expect(h.notifier.messages('success')).toHaveLength(1);
  });

  it('reports a share that happened (share/content/{id}), not one the member cancelled or that failed', async () => {
    const h = community({ contents: [theirs] });
    const page = contentPage(h);
    await expect.poll(() => page.status).toBe('ready');
    for (const outcome of ['cancelled', 'failed', 'shared', 'copied'] as const) {
      h.sharer.outcome = outcome;
      await page.shareClicked();
    }
    expect(h.reported).toEqual([
      { action: 'share', subject: 'content', id: 'c1' },
      { action: 'share', subject: 'content', id: 'c1' },
    ]);
  });

  describe('editing (optimistic)', () => {
    it('opens the form on the content, shows the edit at once, then the server’s copy', async () => {
      const h = community({ contents: [mine] });
      const page = contentPage(h);
      await expect.poll(() => page.status).toBe('ready');

      page.editClicked();
      // A member may not create contents, so an edit keeps the type it has.
      expect(page.editorStart).toEqual({ types: ['post'], draft: { type: 'post', title: 'Track night', body: 'Tuesday at 7.', cover: null, mediaUrl: null, startsAt: null } });
      const saving = page.editSubmitted({ type: 'post', title: 'Track night, moved', body: 'Wednesday at 7.', cover: null });
      expect(page.editorStart).toBeNull();
      expect(page.content?.title).toBe('Track night, moved');
      await saving;

      expect(page.content?.updatedAt).toBe('2026-11-24T10:00:00.000Z');
      expect(page.wasEdited).toBe(true);
      expect(h.notifier.messages('success')).toEqual(['Your changes are saved.']);
    });

    it('takes a refused edit back and opens the form again with what was typed and why', async () => {
      const h = community({ contents: [mine] });
      const page = contentPage(h);
      await expect.poll(() => page.status).toBe('ready');
      h.contents.failNext('update', new ApiError(403, 'Forbidden', 'You can only edit your own content.'));
      page.editClicked();

      await page.editSubmitted({ type: 'post', title: 'Changed', body: 'Changed too', cover: null });

      expect(page.content?.title).toBe('Track night');
      expect(page.editorStart).toEqual({ types: ['post'], draft: { type: 'post', title: 'Changed', body: 'Changed too', cover: null }, failure: 'You can only edit your own content.' });
    });

    it('lets a manager change the type to any, an announcement included', async () => {
      const page = contentPage(community({ contents: [theirs], member: sampleMembership({ id: 'mem-boss', role: 'network_manager' }) }));
      await expect.poll(() => page.status).toBe('ready');
      page.editClicked();
      expect(page.editorStart?.types).toEqual(['post', 'announcement', 'video', 'event']);
    });
  });

  describe('deleting', () => {
    it('asks first, then deletes and goes back to the feed', async () => {
      const h = community({ contents: [mine] });
      const page = contentPage(h);
      await expect.poll(() => page.status).toBe('ready');
      page.deleteClicked();
      expect(page.confirmingDelete).toBe(true);
      page.deleteCancelled();
      expect(h.contents.callsOf('remove')).toEqual([]);

      page.deleteClicked();
      await page.deleteConfirmed();

      expect(h.contents.callsOf('remove')).toEqual([['c1']]);
      expect(h.navigator.navigations).toEqual([{ path: '/', replace: true }]);
      expect(h.notifier.messages('success')).toEqual(['The content was deleted.']);
    });

    it('keeps the dialog open with the reason when refused; confirming again retries', async () => {
      const h = community({ contents: [mine] });
      const page = contentPage(h);
      await expect.poll(() => page.status).toBe('ready');
      h.contents.failNext('remove', new ApiError(403, 'Forbidden', 'You can only delete your own content.'));
      page.deleteClicked();

      await page.deleteConfirmed();
      expect(page.confirmingDelete).toBe(true);
      expect(page.deleting).toBe(false);
      expect(page.deleteFailure).toBe('You can only delete your own content.');

      await page.deleteConfirmed();
      expect(page.confirmingDelete).toBe(false);
      expect(h.navigator.paths).toEqual(['/']);
    });
  });

  describe('views (issue 11)', () => {
    it('reports an announcement’s view once, when half of it has been on screen for 1 s', async () => {
      const h = community({ contents: [theirs] });
      const page = contentPage(h);
      await expect.poll(() => page.status).toBe('ready');
      const article = document.createElement('article');
      page.articleShown(article);
      const observer = observers.at(-1);

      observer?.show(article, 0.6);
      h.clock.advance(999);
      expect(h.reported).toEqual([]);
      h.clock.advance(1);
      observer?.show(article, 0);
      observer?.show(article, 1);
      h.clock.advance(5000);
      expect(h.reported).toEqual([{ action: 'view', subject: 'content', id: 'c1' }]);
    });

    it('reports nothing for a post', async () => {
      const h = community({ contents: [mine] });
      const page = contentPage(h);
      await expect.poll(() => page.status).toBe('ready');
      const article = document.createElement('article');
      page.articleShown(article);
      observers.at(-1)?.show(article, 1);
      h.clock.advance(5000);
      expect(h.reported).toEqual([]);
    });
  });

  describe('the feed met again', () => {
    const other = sampleContent({ id: 'c2', title: 'Hill repeats', authorId: 'mem-ada', createdAt: '2026-11-20T08:00:00Z' });

    it('no longer lists a content deleted here', async () => {
      const h = community({ contents: [mine, other] });
      await h.feed.reload();
      const page = contentPage(h);
      await expect.poll(() => page.status).toBe('ready');
      page.deleteClicked();
      await page.deleteConfirmed();
      expect(h.feed.items.map((content) => content.id)).toEqual(['c2']);
      expect(h.feed.total).toBe(1);
    });

    it('lists a content edited here as saved, and one the page found fresher as read', async () => {
      const h = community({ contents: [mine, other] });
      await h.feed.reload();
      await h.contents.update('c2', { type: 'post', title: 'Hill repeats, 8×', body: other.body, cover: null });
      const elsewhere = contentPage(h, 'c2');
      await expect.poll(() => elsewhere.status).toBe('ready');
      expect(h.feed.items.find((content) => content.id === 'c2')?.title).toBe('Hill repeats, 8×');

      const page = contentPage(h);
      await expect.poll(() => page.status).toBe('ready');
      page.editClicked();
      await page.editSubmitted({ type: 'post', title: 'Track night, 6×400', body: 'Tuesday at 7.', cover: null });
      expect(h.feed.items.find((content) => content.id === 'c1')?.title).toBe('Track night, 6×400');
    });

    it('drops a content that turned out to be gone', async () => {
      const h = community({ contents: [mine, other] });
      await h.feed.reload();
      await h.contents.remove('c2');
      const page = contentPage(h, 'c2');
      await expect.poll(() => page.status).toBe('notFound');
      expect(h.feed.items.map((content) => content.id)).toEqual(['c1']);
    });
  });

  describe('as it happens elsewhere (api-contract.md Live events)', () => {
    /** A content page open while the live channel feeds the app's one store, as the live module does. */
    async function livePage(h: ReturnType<typeof community>) {
      followLiveContents(h.store, h.shown, h.live, h.session);
      const page = contentPage(h);
      await expect.poll(() => page.status).toBe('ready');
      return page;
    }

    it('shows a change at once', async () => {
      const h = community({ contents: [theirs] });
      const page = await livePage(h);
      h.live.emit('content.updated', { ...theirs, title: 'Sunday long run, 9 am', updatedAt: '2026-11-24T09:00:00.000Z' });
      expect(page.content?.title).toBe('Sunday long run, 9 am');
      expect(page.wasEdited).toBe(true);
      expect(page.pageTitle).toBe('Sunday long run, 9 am');
    });

    it('is the not-found page once the content is deleted', async () => {
      const h = community({ contents: [theirs] });
      const page = await livePage(h);
      h.live.emit('content.deleted', { id: 'c1' });
      expect(page.status).toBe('notFound');
      expect(page.pageTitle).toBe('Page not found');
    });

    /** The member's edit of the page's content to `title`, which the server dates `at`. */
    function editAt(h: ReturnType<typeof community>, page: ContentPagePresenter, at: string, title: string): Promise<void> {
      h.contents.now = () => at;
      return page.editSubmitted({ type: 'post', title, body: 'Tuesday at 7.', cover: null });
    }

    it('keeps the member’s edit on its way when an earlier edit’s event arrives meanwhile', async () => {
      const h = community({ contents: [mine] });
      const page = await livePage(h);
      await editAt(h, page, '2026-11-24T09:00:00.000Z', 'Track night, 6×400');
      const firstEdit = { ...mine, ...page.content };

      const saving = editAt(h, page, '2026-11-24T09:05:00.000Z', 'Track night, 8×400');
      h.live.emit('content.updated', firstEdit);
      expect(page.content?.title).toBe('Track night, 8×400');
      await saving;
      expect(page.content?.title).toBe('Track night, 8×400');
    });

    it('keeps the member’s last edit when an earlier edit’s event arrives after its answer', async () => {
      const h = community({ contents: [mine] });
      const page = await livePage(h);
      await editAt(h, page, '2026-11-24T09:00:00.000Z', 'Track night, 6×400');
      const firstEdit = { ...mine, ...page.content };
      await editAt(h, page, '2026-11-24T09:05:00.000Z', 'Track night, 8×400');

      h.live.emit('content.updated', firstEdit);
      expect(page.content?.title).toBe('Track night, 8×400');
    });

    it('stays as it is while the member’s own deletion is on its way, then goes to the feed', async () => {
      const h = community({ contents: [mine] });
      const page = await livePage(h);
      page.deleteClicked();
      const deleting = page.deleteConfirmed();
      h.live.emit('content.deleted', { id: 'c1' });
      expect(page.status).toBe('ready');
      expect(page.confirmingDelete).toBe(true);
      await deleting;
      expect(h.navigator.paths).toEqual(['/']);
    });
  });
});
