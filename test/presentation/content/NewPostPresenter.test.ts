import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { Membership } from '../../../src/domain/membership/Membership';
import { sampleContent, sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { PublishContent } from '../../../src/application/usecases/content/PublishContent';
import { NewPostPresenter } from '../../../src/presentation/content/NewPostPresenter';
import { community } from './contentHarness';

const contributor = sampleMembership({ id: 'mem-giulia', firstName: 'Giulia', lastName: 'Verdi', role: 'trusted_contributor' });

async function home(member: Membership | null = contributor) {
  const h = community({ member, contents: [sampleContent({ id: 'old', title: 'Older' })] });
  h.feed.mount();
  await expect.poll(() => h.feed.status).toBe('ready');
  return { ...h, newPost: new NewPostPresenter(new PublishContent(h.contents), h.store, h.session, h.notifier, h.clock, h.i18n) };
}

describe('NewPostPresenter', () => {
  it('is offered with the types the role may create: no announcement for a trusted contributor, nothing for a member', async () => {
    expect((await home()).newPost.creatableTypes).toEqual(['post', 'video', 'event']);
    expect((await home(sampleMembership({ role: 'network_manager' }))).newPost.creatableTypes).toEqual(['post', 'announcement', 'video', 'event']);
    expect((await home(sampleMembership({ role: 'user' }))).newPost.offered).toBe(false);
    expect((await home(null)).newPost.offered).toBe(false);
  });

  it('offers videos only on a network that has them (spec §3 `contents.video`)', async () => {
    const h = await home(sampleMembership({ role: 'network_manager' }));
    h.session.network = sampleNetwork({ contents: { video: false, streaming: false } });
    expect(h.newPost.creatableTypes).toEqual(['post', 'announcement', 'event']);
  });

  it('shows a video or an event at once with its address or start, as the editor gave them', async () => {
    const h = await home();
    await h.newPost.submitted({ type: 'event', title: 'Track night', body: 'Bring spikes.', startsAt: '2026-12-08T18:30:00.000Z' });
    expect(h.store.items[0]).toMatchObject({ type: 'event', startsAt: '2026-12-08T18:30:00.000Z', mediaUrl: null });
  });

  it('opens an empty form on a post', async () => {
    const { newPost } = await home();
    newPost.newPostClicked();
    expect(newPost.editorStart).toEqual({ types: ['post', 'video', 'event'], draft: { type: 'post', title: '', body: '' } });
  });

  it('puts the post on top of the feed at once, marked unsent, then as the server has it', async () => {
    const h = await home();
    h.newPost.newPostClicked();

    const publishing = h.newPost.submitted({ type: 'event', title: 'Track night', body: 'Tuesday at 7.', cover: null });

    expect(h.newPost.editorStart).toBeNull();
    expect(h.feed.items[0]).toMatchObject({ id: 'unsent-1', title: 'Track night', authorName: 'Giulia Verdi' });
    await publishing;
    expect(h.feed.items.map((content) => content.id)).toEqual(['content-1', 'old']);
    expect(h.feed.total).toBe(2);
    expect(h.notifier.messages('success')).toEqual(['Published.']);
    expect(h.contents.callsOf('create')).toEqual([[{ type: 'event', title: 'Track night', body: 'Tuesday at 7.', cover: null }]]);
  });

  it('takes a refused post away and opens the form again with what was written and the server’s reason', async () => {
    const h = await home();
    h.contents.failNext('create', new ApiError(403, 'Forbidden', 'Only network managers can publish announcements.'));
    h.newPost.newPostClicked();

    await h.newPost.submitted({ type: 'post', title: 'Mine', body: 'Text', cover: null });

    expect(h.feed.items.map((content) => content.id)).toEqual(['old']);
    expect(h.feed.total).toBe(1);
    expect(h.newPost.editorStart).toEqual({ types: ['post', 'video', 'event'], draft: { type: 'post', title: 'Mine', body: 'Text', cover: null }, failure: 'Only network managers can publish announcements.' });
  });
});
