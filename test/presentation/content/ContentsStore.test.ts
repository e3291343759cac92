import { autorun, isObservable } from 'mobx';
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
});

describe('ContentsStore at length', () => {
  it('observes its lists, not each content in them (a content changes by being replaced)', async () => {
    const { store } = await storeOf(['c1', 'c2']);
    expect(isObservable(store.items[0])).toBe(false);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(store.items.map((content) => content.title).join()));
    store.replaced('c1', sampleContent({ id: 'c1', title: 'Renamed' }));
    stop();
    expect(seen.at(-1)).toMatch(/^Renamed,/);
  });
});
