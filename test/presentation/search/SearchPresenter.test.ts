import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { ContentFeed, FeedQuery } from '../../../src/application/ports/ContentFeed';
import type { Content, Page } from '../../../src/domain/content/Content';
import { InMemoryContentGateway } from '../../../src/infrastructure/memory/InMemoryContentGateway';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryNavigator } from '../../../src/infrastructure/memory/InMemoryNavigator';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { sampleContent } from '../../../src/infrastructure/memory/samples';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { SEARCH_DEBOUNCE_MS, SearchPresenter } from '../../../src/presentation/search/SearchPresenter';
import { registerSearchMessages } from '../../../src/presentation/search/searchMessages';
import { ShownContents } from '../../../src/presentation/content/ShownContents';

const NOW = Date.parse('2026-11-24T10:00:00Z');

const CONTENTS = [
  sampleContent({ id: 'loop', title: 'Route of the week: the lighthouse loop', body: 'One honest climb.' }),
  sampleContent({ id: 'fog', title: 'Saturday report: fog on the pier', body: 'We could not see the lighthouse until kilometre 8.' }),
  sampleContent({ id: 'race', type: 'event', title: 'Harbour 10K', body: 'Two laps of the port, past the lighthouse.' }),
  sampleContent({ id: 'track', title: 'Track Tuesday', body: 'Eight times 400 m.' }),
];

/** A search page on in-memory adapters; `feed` answers as the in-memory contents do unless a test gives its own. */
function searchPage(feed: Pick<ContentFeed, 'list'> = new InMemoryContentGateway({ contents: CONTENTS })) {
  const i18n = new I18n(new InMemoryCookieJar());
  registerSearchMessages(i18n);
  const clock = new ManualClock(NOW);
  const navigator = new InMemoryNavigator('/search');
  // The feed's own list is empty here: what the shown contents tell or ask about is the search's.
  const shown = new ShownContents({ items: [], replaced: () => undefined });
  const page = new SearchPresenter(feed, navigator, clock, i18n, shown);
  const unmount = page.mount();
  return { page, clock, navigator, shown, unmount };
}

/** A feed whose answers the test gives, in the order it likes. */
class HeldFeed implements Pick<ContentFeed, 'list'> {
  readonly asked: { query: FeedQuery; answer(page: Page<Content>): Promise<void>; fail(error: Error): Promise<void> }[] = [];

  list(query: FeedQuery): Promise<Page<Content>> {
    return new Promise((resolve, reject) => {
      this.asked.push({
        query,
        answer: async (page) => {
          resolve(page);
          await settle();
        },
        fail: async (error) => {
          reject(error);
          await settle();
        },
      });
    });
  }
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const ids = (page: SearchPresenter) => page.items.map((content) => content.id);

describe('SearchPresenter', () => {
  it('searches once typing pauses for 300 ms, one request for the words typed last, and keeps them in the address in place', async () => {
    const feed = new HeldFeed();
    const { page, clock, navigator } = searchPage(feed);

    for (const typed of ['l', 'li', 'lig', 'light']) {
      page.queryTyped(typed);
      clock.advance(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(feed.asked).toEqual([]);
    expect(page.typed).toBe('light');

    clock.advance(1);
    expect(feed.asked.map((asked) => asked.query)).toEqual([{ limit: 10, offset: 0, type: undefined, query: 'light' }]);
    expect(page.status).toBe('loading');
    expect(navigator.navigations).toEqual([{ path: '/search?q=light', replace: true }]);
    await feed.asked[0]?.answer({ items: [CONTENTS[0] as Content], total: 1 });
    expect([page.status, ids(page)]).toEqual(['ready', ['loop']]);
  });

  it('shows only the latest search: an earlier answer arriving after a later one is dropped, and so is one arriving before it', async () => {
    const feed = new HeldFeed();
    const { page, clock } = searchPage(feed);
    page.queryTyped('fog');
    clock.advance(SEARCH_DEBOUNCE_MS);
    page.queryTyped('lighthouse');
    clock.advance(SEARCH_DEBOUNCE_MS);
    const [first, second] = feed.asked;

    await second?.answer({ items: CONTENTS.slice(0, 3), total: 3 });
    await first?.answer({ items: [CONTENTS[1] as Content], total: 1 });
    expect([page.query, ids(page), page.total]).toEqual(['lighthouse', ['loop', 'fog', 'race'], 3]);

    page.queryTyped('track');
    clock.advance(SEARCH_DEBOUNCE_MS);
    page.queryTyped('harbour');
    clock.advance(SEARCH_DEBOUNCE_MS);
    const [, , third, fourth] = feed.asked;
    await third?.fail(new ApiError(500, 'Http500', 'The server failed.'));
    expect(page.status).toBe('loading');
    await fourth?.answer({ items: [CONTENTS[2] as Content], total: 1 });
    expect([page.status, ids(page)]).toEqual(['ready', ['race']]);
  });

  it('searches what the address asks for (opened, reloaded, back or forward), once, with its type', async () => {
    const contents = new InMemoryContentGateway({ contents: CONTENTS });
    const { page, navigator } = searchPage(contents);

    page.locationChanged('?q=Lighthouse&type=event');
    await settle();
    expect([page.typed, page.filter, ids(page)]).toEqual(['Lighthouse', 'event', ['race']]);
    page.locationChanged('?type=event&q=Lighthouse');
    page.locationChanged('?q=%20Lighthouse%20&type=event');
    expect(contents.callsOf('list')).toHaveLength(1);

    page.filterChosen(null);
    await settle();
    expect(navigator.navigations).toEqual([{ path: '/search?q=Lighthouse', replace: false }]);
    expect(ids(page)).toEqual(['loop', 'fog', 'race']);

    // Back: the address the filter replaced.
    page.locationChanged('?q=Lighthouse&type=event');
    await settle();
    expect([page.filter, ids(page)]).toEqual(['event', ['race']]);
    expect(navigator.navigations).toHaveLength(1);
  });

  it('searches at once on Enter, and drops the typing still waiting', async () => {
    const contents = new InMemoryContentGateway({ contents: CONTENTS });
    const { page, clock, navigator } = searchPage(contents);
    page.queryTyped('track ');
    page.searchSubmitted();
    await settle();
    expect(ids(page)).toEqual(['track']);
    clock.advance(SEARCH_DEBOUNCE_MS);
    expect(contents.callsOf('list')).toHaveLength(1);
    expect(navigator.paths).toEqual(['/search?q=track']);
  });

  it('asks for nothing without words, and says how many contents the words found, or that none were', async () => {
    const contents = new InMemoryContentGateway({ contents: CONTENTS });
    const { page, clock, navigator } = searchPage(contents);
    page.locationChanged('');
    expect([page.status, page.outcome]).toEqual(['idle', '']);

    page.locationChanged('?q=sunset');
    await settle();
    expect([page.status, page.total, page.outcome]).toEqual(['ready', 0, 'Nothing found for “sunset”']);
    page.locationChanged('?q=track');
    await settle();
    expect(page.outcome).toBe('1 content found for “track”');
    page.locationChanged('?q=lighthouse');
    await settle();
    expect(page.outcome).toBe('3 contents found for “lighthouse”');

    page.queryTyped('  ');
    clock.advance(SEARCH_DEBOUNCE_MS);
    expect([page.status, page.items, page.outcome]).toEqual(['idle', [], '']);
    expect(navigator.paths).toEqual(['/search']);
    expect(contents.callsOf('list')).toHaveLength(3);
  });

  it('marks in a text the words of the search shown', async () => {
    const { page } = searchPage();
    page.locationChanged('?q=LIGHT%20loop');
    await settle();
    expect(page.markedParts('The lighthouse loop')).toEqual([
      { text: 'The ', marked: false },
      { text: 'light', marked: true },
      { text: 'house ', marked: false },
      { text: 'loop', marked: true },
    ]);
  });

  it('says why a search failed and asks again on retry or Enter', async () => {
    const contents = new InMemoryContentGateway({ contents: CONTENTS });
    contents.failNext('list', new ApiError(503, 'Unavailable', 'The server is busy, try again.'));
    contents.failNext('list', new ApiError(503, 'Unavailable', 'Still busy.'));
    const { page } = searchPage(contents);
    page.locationChanged('?q=track');
    await settle();
    expect([page.status, page.failureMessage]).toEqual(['failed', 'The server is busy, try again.']);

    page.retryClicked();
    await settle();
    expect([page.status, page.failureMessage]).toEqual(['failed', 'Still busy.']);
    page.searchSubmitted();
    await settle();
    expect([page.status, ids(page)]).toEqual(['ready', ['track']]);
  });

  it('is refused as the feed is when the network keeps its contents from the visitor (403 AccessDenied)', async () => {
    const contents = new InMemoryContentGateway({ contents: CONTENTS });
    contents.accessDenyReason = 'private';
    const { page } = searchPage(contents);
    page.locationChanged('?q=lighthouse');
    await settle();
    expect([page.status, page.items, page.outcome]).toEqual(['denied', [], '']);
  });

  it('loads more as the feed does, after the places of the contents read', async () => {
    const many = Array.from({ length: 12 }, (_, index) => sampleContent({ id: `run-${index + 1}`, title: `Run ${index + 1}` }));
    const contents = new InMemoryContentGateway({ contents: many });
    const { page } = searchPage(contents);
    page.locationChanged('?q=run');
    await settle();
    expect([page.items.length, page.total, page.hasMore]).toEqual([10, 12, true]);

    await page.showMoreClicked();
    expect([page.items.length, page.hasMore]).toEqual([12, false]);
    expect(contents.callsOf('list').at(-1)).toEqual([{ limit: 10, offset: 10, type: undefined, query: 'run' }]);
  });

  it('drops the typing still waiting when the page goes away', () => {
    const feed = new HeldFeed();
    const { page, clock, unmount } = searchPage(feed);
    page.queryTyped('light');
    unmount();
    clock.advance(SEARCH_DEBOUNCE_MS);
    expect(feed.asked).toEqual([]);
  });

  it('follows what changes in its results while it is shown (an edit, a deletion, reactions), and gives their reactions to the bars', async () => {
    const { page, shown, unmount } = searchPage();
    page.locationChanged('?q=lighthouse');
    await settle();
    expect([ids(page), page.total]).toEqual([['loop', 'fog', 'race'], 3]);
    const hearts = [{ emoji: '❤️' as const, count: 2, mine: false }];

    shown.reactionsChanged('fog', hearts);
    expect(page.items[1]?.reactions).toEqual(hearts);
    expect(shown.reactionsOf('fog')).toEqual(hearts);
    shown.replaced('loop', { ...(CONTENTS[0] as Content), title: 'Route of the week: the lighthouse loop, reversed' });
    expect(page.items[0]?.title).toBe('Route of the week: the lighthouse loop, reversed');
    shown.replaced('race');
    expect([ids(page), page.total]).toEqual([['loop', 'fog'], 2]);

    unmount();
    shown.replaced('fog');
    expect(ids(page)).toEqual(['loop', 'fog']);
    expect(shown.reactionsOf('fog')).toBeUndefined();
  });
});
