import { describe, expect, it } from 'vitest';
import { InMemoryContentGateway } from '../../../src/infrastructure/memory/InMemoryContentGateway';
import { InMemoryLiveChannel } from '../../../src/infrastructure/memory/InMemoryLiveChannel';
import { sampleContent, sampleMembership } from '../../../src/infrastructure/memory/samples';
import { ContentsStore } from '../../../src/presentation/content/ContentsStore';
import { followLiveContents } from '../../../src/presentation/content/liveContents';
import { ShownContents } from '../../../src/presentation/content/ShownContents';

const ADA = sampleMembership({ id: 'mem-ada' });

async function harness(contentIds = ['c1', 'c2']) {
  const contents = new InMemoryContentGateway({ contents: contentIds.map((id) => sampleContent({ id, type: 'post', authorId: 'mem-giulia' })) });
  const store = new ContentsStore(contents, { networkId: 'net-1' });
  await store.reload();
  const live = new InMemoryLiveChannel();
  const shown = new ShownContents(store);
  const stop = followLiveContents(store, shown, live, { membership: ADA });
  return { store, shown, live, contents, stop };
}

const ids = (list: { id: string }[]) => list.map((content) => content.id);

describe('followLiveContents (the feed as it happens, api-contract.md Live events)', () => {
  it("holds a content someone else published behind the pill, once, and never moves the list", async () => {
    const h = await harness();
    const fresh = sampleContent({ id: 'c9', type: 'post', authorId: 'mem-giulia', title: 'Fresh' });
    h.live.emit('content.created', fresh);
    h.live.emit('content.created', fresh);
    expect(ids(h.store.newer)).toEqual(['c9']);
    expect(ids(h.store.items)).toEqual(['c1', 'c2']);
  });

  it("leaves out the member's own posts (the editor shows them) and contents the filter hides", async () => {
    const h = await harness();
    h.live.emit('content.created', sampleContent({ id: 'c8', authorId: ADA.id }));
    await h.store.filterChosen('post');
    h.live.emit('content.created', sampleContent({ id: 'c7', type: 'event', authorId: 'mem-giulia' }));
    expect(h.store.newer).toEqual([]);
  });

  it('shows a change and a deletion at once, on the list and behind the pill', async () => {
    const h = await harness();
    h.live.emit('content.created', sampleContent({ id: 'c9', authorId: 'mem-giulia', title: 'Fresh' }));
    h.live.emit('content.updated', sampleContent({ id: 'c1', type: 'post', authorId: 'mem-giulia', title: 'Renamed' }));
    h.live.emit('content.updated', sampleContent({ id: 'c9', authorId: 'mem-giulia', title: 'Fresher' }));
    expect(h.store.items.find((content) => content.id === 'c1')?.title).toBe('Renamed');
    expect(h.store.newer.map((content) => content.title)).toEqual(['Fresher']);
    h.live.emit('content.deleted', { id: 'c2' });
    h.live.emit('content.deleted', { id: 'c9' });
    expect(ids(h.store.items)).toEqual(['c1']);
    expect(h.store.newer).toEqual([]);
  });

  it('keeps a later edit when an earlier edit’s event arrives after it', async () => {
    const h = await harness();
    const edited = (title: string, updatedAt: string) => sampleContent({ id: 'c1', type: 'post', authorId: 'mem-giulia', title, updatedAt });
    h.store.replaced('c1', edited('Second edit', '2026-11-24T09:05:00.000Z'));
    h.live.emit('content.updated', edited('First edit', '2026-11-24T09:00:00.000Z'));
    expect(h.store.items.find((content) => content.id === 'c1')?.title).toBe('Second edit');
    h.live.emit('content.updated', edited('Third edit', '2026-11-24T09:10:00.000Z'));
    expect(h.store.items.find((content) => content.id === 'c1')?.title).toBe('Third edit');
  });

  it('reads the newest page again after a reset, and stops when told', async () => {
    const h = await harness();
    const reads = h.contents.callsOf('list').length;
    h.live.reset();
    await expect.poll(() => h.contents.callsOf('list').length).toBe(reads + 1);
    h.stop();
    expect(h.live.listenerCount).toBe(0);
  });
});
