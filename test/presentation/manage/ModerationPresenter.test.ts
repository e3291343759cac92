import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { InMemoryCommentGateway } from '../../../src/infrastructure/memory/InMemoryCommentGateway';
import { InMemoryContentGateway } from '../../../src/infrastructure/memory/InMemoryContentGateway';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { sampleComment, sampleContent } from '../../../src/infrastructure/memory/samples';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { registerManageMessages } from '../../../src/presentation/manage/manageMessages';
import { DeleteComment } from '../../../src/application/usecases/content/DeleteComment';
import { DeleteContent } from '../../../src/application/usecases/content/DeleteContent';
import { EditContent } from '../../../src/application/usecases/content/EditContent';
import { ModerationPresenter } from '../../../src/presentation/manage/ModerationPresenter';

const NOW = Date.parse('2026-11-24T12:00:00Z');

async function moderation() {
  const contents = new InMemoryContentGateway({
    contents: [
      sampleContent({ id: 'c-new', title: 'Race day', authorName: 'Irene Sala', createdAt: '2026-11-24T09:00:00Z', commentsCount: 2 }),
      sampleContent({ id: 'c-old', title: 'Kit', authorName: 'Ada Rossi', createdAt: '2026-11-20T09:00:00Z', commentsCount: 1 }),
    ],
  });
  contents.actor = { id: 'mem-marco', role: 'network_manager', name: 'Marco Bianchi' };
  const comments = new InMemoryCommentGateway(contents, [
    sampleComment({ id: 'k1', contentId: 'c-old', body: 'Blue please', creatorName: 'Bruno Gallo', createdAt: '2026-11-21T10:00:00Z' }),
    sampleComment({ id: 'k2', contentId: 'c-new', body: 'See you there', creatorName: 'Rosa Fontana', createdAt: '2026-11-24T10:00:00Z' }),
    sampleComment({ id: 'k3', contentId: 'c-new', body: 'Spam spam', creatorName: 'Ugo Pellegrini', createdAt: '2026-11-24T11:00:00Z' }),
  ]);
  const i18n = new I18n(new InMemoryCookieJar());
  registerManageMessages(i18n);
  const page = new ModerationPresenter(contents, comments, new EditContent(contents), new DeleteContent(contents), new DeleteComment(comments), new ManualClock(NOW), i18n);
  page.mount();
  await expect.poll(() => page.status).toBe('ready');
  return { page, contents, comments };
}

describe('ModerationPresenter', () => {
  it('lists the newest contents and the latest comments of any member, newest first, with author and age', async () => {
    const { page } = await moderation();
    expect(page.contentItems.map((item) => [item.text, item.author, item.when])).toEqual([
      ['Race day', 'Irene Sala', '3 hours ago'],
      ['Kit', 'Ada Rossi', '4 days ago'],
    ]);
    expect(page.commentItems.map((item) => [item.text, item.context, item.author])).toEqual([
      ['Spam spam', 'Race day', 'Ugo Pellegrini'],
      ['See you there', 'Race day', 'Rosa Fontana'],
      ['Blue please', 'Kit', 'Bruno Gallo'],
    ]);
  });

  it('deletes a member’s comment after the confirm dialog, at once and on the server', async () => {
    const { page, comments } = await moderation();
    page.deleteClicked('comment', 'k3');
    expect(page.confirmOpen).toBe(true);
    expect(page.confirmTitle).toBe('Delete this comment?');
    expect(page.deletion?.text).toBe('Spam spam');

    const done = page.deleteConfirmed();
    expect(page.commentItems.map((item) => item.id)).toEqual(['k2', 'k1']);
    await done;
    expect(comments.callsOf('remove')).toEqual([['k3']]);
    await expect.poll(() => page.commentItems.map((item) => item.id)).toEqual(['k2', 'k1']);
  });

  it('puts a deletion the server refused back, and says why with a retry', async () => {
    const { page, contents } = await moderation();
    contents.failNext('remove', new ApiError(500, 'Http500', ''));
    page.deleteClicked('content', 'c-old');
    page.deleteCancelled();
    expect(page.confirmOpen).toBe(false);
    page.deleteClicked('content', 'c-old');
    await page.deleteConfirmed();

    expect(page.contentItems.map((item) => item.id)).toEqual(['c-new', 'c-old']);
    expect(page.writeFailure?.message).toBeTruthy();
    page.writeFailure?.retry();
    await expect.poll(() => page.contentItems.map((item) => item.id)).toEqual(['c-new']);
    // A content's comments go with it.
    expect(page.commentItems.map((item) => item.id)).toEqual(['k3', 'k2']);
  });

  it('edits any content with the writing form, which opens again with what was written if the save fails', async () => {
    const { page, contents } = await moderation();
    page.editClicked('c-old');
    expect(page.editing?.start.draft).toEqual({ type: 'post', title: 'Kit', body: 'Hello, everyone.', cover: null });

    contents.failNext('update', new ApiError(500, 'Http500', ''));
    await page.editSubmitted({ type: 'post', title: 'Club kit', body: 'Vote by Friday.' });
    expect(page.editing?.start.draft.title).toBe('Club kit');
    expect(page.editing?.start.failure).toBeTruthy();

    await page.editSubmitted({ type: 'post', title: 'Club kit', body: 'Vote by Friday.' });
    expect(page.editing).toBeNull();
    expect(contents.callsOf('update').at(-1)).toEqual(['c-old', { type: 'post', title: 'Club kit', body: 'Vote by Friday.' }]);
    await expect.poll(() => page.contentItems.find((item) => item.id === 'c-old')?.text).toBe('Club kit');
  });
});
