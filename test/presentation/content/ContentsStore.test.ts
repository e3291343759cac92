import { describe, expect, it } from 'vitest';
import { sampleContent } from '../../../src/infrastructure/memory/samples';
import { InMemoryContentGateway } from '../../../src/infrastructure/memory/InMemoryContentGateway';
import { ContentsStore } from '../../../src/presentation/content/ContentsStore';

async function storeOf(contentIds: string[]) {
  const contents = new InMemoryContentGateway({ contents: contentIds.map((id) => sampleContent({ id, commentsCount: 0 })) });
  const session = { networkId: 'net-1' as string | null };
  const store = new ContentsStore(contents, session);
  await store.reload();
  return { store, session };
}

describe('ContentsStore: the feed’s contents, which every screen that changes one updates', () => {
  it('gives a content’s card the count its comments have, and leaves the others', async () => {
    const { store } = await storeOf(['c1', 'c2']);
    store.commentsCounted('c2', 3);
    store.commentsCounted('gone', 5);
    expect(store.items.map((content) => [content.id, content.commentsCount])).toEqual([
      ['c1', 0],
      ['c2', 3],
    ]);
  });

  it('is current only once read, and for the network being visited', async () => {
    const { store, session } = await storeOf(['c1']);
    expect(store.isCurrent).toBe(true);
    session.networkId = 'net-2';
    expect(store.isCurrent).toBe(false);
  });

  it('keeps a content open on its page as it changes or goes, and lets it go with the page', async () => {
    const { store } = await storeOf(['c1']);
    store.opened('c9', sampleContent({ id: 'c9', title: 'Off the list' }));
    store.replaced('c9', sampleContent({ id: 'c9', title: 'Renamed' }));
    expect(store.shownOn('c9')).toEqual({ content: expect.objectContaining({ title: 'Renamed' }), gone: false });
    store.replaced('c9');
    expect(store.shownOn('c9')?.gone).toBe(true);
    expect(store.items.map((content) => content.id)).toEqual(['c1']);
    store.closed('c9');
    expect(store.shownOn('c9')).toBeUndefined();
  });
});
