import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { sampleContent, sampleMembership } from '../../../src/infrastructure/memory/samples';
import { ContentPagePresenter } from '../../../src/presentation/community/ContentPagePresenter';
import { community } from './communityHarness';

const URL = 'https://app.example/harbour-runners/contents/c1';
const mine = sampleContent({ id: 'c1', title: 'Track night', body: 'Tuesday at 7.', authorId: 'mem-ada' });
const theirs = sampleContent({ id: 'c1', title: 'Sunday long run', authorId: 'mem-marco', type: 'announcement' });

function contentPage(h: ReturnType<typeof community>, contentId = 'c1') {
  const page = new ContentPagePresenter(h.contents, h.session, h.sharer, h.report, h.navigator, h.notifier, h.i18n, { contentId, url: URL });
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
      expect(page.editorStart).toEqual({ types: ['post'], draft: { type: 'post', title: 'Track night', body: 'Tuesday at 7.', cover: null } });
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
});
