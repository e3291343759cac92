import { describe, expect, it } from 'vitest';
import { sampleContent } from '../../../src/infrastructure/memory/samples';
import { InMemoryContentGateway } from '../../../src/infrastructure/memory/InMemoryContentGateway';
import { ContentsStore } from '../../../src/presentation/content/ContentsStore';
import { ShownContents } from '../../../src/presentation/content/ShownContents';

async function shownOver(contentIds: string[]) {
  const store = new ContentsStore(new InMemoryContentGateway({ contents: contentIds.map((id) => sampleContent({ id })) }), { networkId: 'net-1' });
  await store.reload();
  return { store, shown: new ShownContents(store) };
}

const ids = (store: ContentsStore) => store.items.map((content) => content.id);

describe('ShownContents: the contents open on their pages, beside the feed’s list', () => {
  it('keeps a content open on its page as it changes or goes, and lets it go with the page', async () => {
    const { store, shown } = await shownOver(['c1']);
    shown.opened('c9', sampleContent({ id: 'c9', title: 'Off the list' }));
    shown.replaced('c9', sampleContent({ id: 'c9', title: 'Renamed' }));
    expect(shown.shownOn('c9')).toEqual({ content: expect.objectContaining({ title: 'Renamed' }), gone: false });
    shown.replaced('c9');
    expect(shown.shownOn('c9')?.gone).toBe(true);
    expect(ids(store)).toEqual(['c1']);
    shown.closed('c9');
    expect(shown.shownOn('c9')).toBeUndefined();
  });

  it('takes a change or a deletion to the feed’s list too, and a page that found nothing off it', async () => {
    const { store, shown } = await shownOver(['c1', 'c2', 'c3']);
    shown.opened('c1', sampleContent({ id: 'c1', title: 'As read' }));
    shown.replaced('c1', sampleContent({ id: 'c1', title: 'Edited' }));
    shown.replaced('c2');
    shown.opened('c3', null);
    expect(store.items.map((content) => [content.id, content.title])).toEqual([['c1', 'Edited']]);
    expect(shown.shownOn('c3')).toEqual({ content: null, gone: true });
  });
});
