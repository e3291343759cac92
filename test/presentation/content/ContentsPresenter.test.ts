import { describe, expect, it } from 'vitest';
import { PRESENTERS } from '../../../src/presentation/tokens';
import { CONTENTS_PAGE_SIZE } from '../../../src/presentation/content/ContentsStore';
import { ApiError } from '../../../src/application/errors/ApiError';
import { CONTENT_FEED } from '../../../src/application/ports/ContentFeed';
import { QUERY_REGISTRY, type QueryRegistry } from '../../../src/application/queries/QueryRegistry';
import type { Content } from '../../../src/domain/content/Content';
import { sampleContent, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { memoryApp } from '../memoryApp';

const network = sampleNetwork();
const many = Array.from({ length: 13 }, (_, index) => sampleContent({ id: `c${index}`, title: `Story ${index}` }));

describe('ContentsPresenter', () => {
  it('loads the first page and shows more on request', async () => {
    const app = memoryApp({ networks: [network], contents: many });
    const presenter = app.presenter(PRESENTERS.Contents);
    presenter.mount();
    await expect.poll(() => presenter.status).toBe('ready');
    expect(presenter.items).toHaveLength(CONTENTS_PAGE_SIZE);
    expect(presenter.hasMore).toBe(true);
    await presenter.showMoreClicked();
    expect(presenter.items.map((item) => item.id)).toEqual(many.map((item) => item.id));
    expect(presenter.hasMore).toBe(false);
    expect(app.contents.callsOf('list')).toEqual([[{ limit: 10, offset: 0 }], [{ limit: 10, offset: 10 }]]);
  });

  it('counts the contents left out as unreadable in the server\'s places: the next page starts after them, and the list ends', async () => {
    const server = Array.from({ length: 12 }, (_, index) => sampleContent({ id: `s${index}` }));
    // The server's list of 12; the app cannot read s3, so the first page holds 9 of its 10.
    const feed = {
      list: async ({ limit, offset }: { limit: number; offset: number }) => {
        const sent = server.slice(offset, offset + limit);
        const items = sent.filter((content) => content.id !== 's3');
        return { items, total: server.length, skipped: sent.length - items.length };
      },
    };
    const app = memoryApp({ networks: [network], overrides: { [CONTENT_FEED]: feed } });
    const presenter = app.presenter(PRESENTERS.Contents);
    presenter.mount();
    await expect.poll(() => presenter.status).toBe('ready');
    expect(presenter.items).toHaveLength(9);
    expect(presenter.hasMore).toBe(true);
    await presenter.showMoreClicked();
    expect(presenter.items.map((item) => item.id)).toEqual(server.map((item) => item.id).filter((id) => id !== 's3'));
    expect(presenter.hasMore).toBe(false);
  });

  it('picks the first cover among the first three contents to fetch first, and none beyond them', async () => {
    const cover = '/demo/cover.svg';
    const withCoverAt = (index: number) => Array.from({ length: 5 }, (_, at) => sampleContent({ id: `c${at}`, cover: at === index ? cover : null }));
    for (const [index, expected] of [[0, 'c0'], [2, 'c2'], [3, null]] as const) {
      const app = memoryApp({ networks: [network], contents: withCoverAt(index) });
      const presenter = app.presenter(PRESENTERS.Contents);
      presenter.mount();
      await expect.poll(() => presenter.status).toBe('ready');
      expect(presenter.leadCoverId).toBe(expected);
    }
  });

  it('has its first screen settled once the list is there and its lead cover has loaded or failed; a reload starts over', async () => {
    const withCover = [sampleContent({ id: 'c0', cover: '/demo/cover.svg' }), sampleContent({ id: 'c1' })];
    const app = memoryApp({ networks: [network], contents: withCover });
    const presenter = app.presenter(PRESENTERS.Contents);
    presenter.mount();
    expect(presenter.firstScreenSettled).toBe(false);
    await expect.poll(() => presenter.status).toBe('ready');
    expect(presenter.firstScreenSettled).toBe(false);
    presenter.leadCoverSettled();
    expect(presenter.firstScreenSettled).toBe(true);
    const reload = presenter.reload();
    expect(presenter.firstScreenSettled).toBe(false);
    await reload;
    expect(presenter.firstScreenSettled).toBe(false);

    const withoutCover = memoryApp({ networks: [network], contents: [sampleContent({ id: 'c0' })] }).presenter(PRESENTERS.Contents);
    withoutCover.mount();
    await expect.poll(() => withoutCover.firstScreenSettled).toBe(true);

    const failing = memoryApp({ networks: [network], contents: withCover });
    failing.contents.failNext('list', new ApiError(500, 'InternalServerError', 'The database is resting.'));
    const failed = failing.presenter(PRESENTERS.Contents);
    failed.mount();
    await expect.poll(() => failed.firstScreenSettled).toBe(true);
  });

  it('shows denied on 403 and a retryable failure otherwise', async () => {
    const app = memoryApp({ networks: [network], contents: many });
    app.contents.accessDenyReason = 'not_subscribable';
    const presenter = app.presenter(PRESENTERS.Contents);
    presenter.mount();
    await expect.poll(() => presenter.status).toBe('denied');

    app.contents.accessDenyReason = null;
    app.contents.failNext('list', new ApiError(500, 'InternalServerError', 'The database is resting.'));
    presenter.retryClicked();
    await expect.poll(() => presenter.status).toBe('failed');
    expect(presenter.failureMessage).toBe('The database is resting.');
    presenter.retryClicked();
    await expect.poll(() => presenter.status).toBe('ready');
  });

  it('is registered as a query: logout removes it, a private-network login refetches it, unmount unregisters it', async () => {
    const app = memoryApp({ networks: [network], contents: many });
    const presenter = app.presenter(PRESENTERS.Contents);
    const queries = app.get<QueryRegistry>(QUERY_REGISTRY);
    const unmount = presenter.mount();
    await expect.poll(() => presenter.status).toBe('ready');
    expect(queries.keys()).toEqual(['contents']);
    queries.refetchAll({ exceptUserScoped: true });
    await expect.poll(() => app.contents.callsOf('list').length).toBe(2);
    unmount();
    expect(queries.keys()).toEqual([]);
  });
});

describe('ContentsPresenter, the feed of issue 10', () => {
  const dated = (id: string, minutesAgo: number, type: Content['type'] = 'post') =>
    sampleContent({ id, type, createdAt: new Date(Date.UTC(2026, 10, 24, 12) - minutesAgo * 60_000).toISOString() });

  it('pins the announcements on top, each group newest first', async () => {
    const app = memoryApp({ networks: [network], contents: [dated('p1', 1), dated('a1', 2, 'announcement'), dated('p2', 3), dated('a2', 4, 'announcement')] });
    const feed = app.presenter(PRESENTERS.Contents);
    feed.mount();
    await expect.poll(() => feed.status).toBe('ready');
    expect(feed.items.map((content) => content.id)).toEqual(['a1', 'a2', 'p1', 'p2']);
  });

  it('filters by type through the server, and back to all', async () => {
    const app = memoryApp({ networks: [network], contents: [dated('p1', 1), dated('e1', 2, 'event'), dated('v1', 3, 'video')] });
    const feed = app.presenter(PRESENTERS.Contents);
    feed.mount();
    await expect.poll(() => feed.status).toBe('ready');

    feed.filterChosen('event');
    await expect.poll(() => feed.items.map((content) => content.id)).toEqual(['e1']);
    feed.filterChosen(null);
    await expect.poll(() => feed.items).toHaveLength(3);
    expect(app.contents.callsOf('list').map(([query]) => query)).toEqual([
      { limit: 10, offset: 0 },
      { limit: 10, offset: 0, type: 'event' },
      { limit: 10, offset: 0 },
    ]);
  });

  it('holds contents published meanwhile behind "N new" when the window regains focus, and shows them on request', async () => {
    const app = memoryApp({ networks: [network], contents: [dated('old', 60)] });
    const feed = app.presenter(PRESENTERS.Contents);
    feed.mount();
    await expect.poll(() => feed.status).toBe('ready');
    app.contents.actor = { id: 'boss', role: 'network_manager' };
    app.contents.now = () => '2026-11-24T12:30:00.000Z';
    await app.contents.create({ type: 'post', title: 'Fresh', body: 'Just in' });

    await feed.refetch();

    expect(feed.newer.map((content) => content.title)).toEqual(['Fresh']);
    expect(feed.items.map((content) => content.id)).toEqual(['old']);
    feed.showNewerClicked();
    expect(feed.items.map((content) => content.title)).toEqual(['Fresh', 'Welcome']);
    expect(feed.newer).toEqual([]);
  });

  it('updates the contents it shows in place when it reads the newest page again', async () => {
    const app = memoryApp({ networks: [network], contents: [dated('old', 60)] });
    const feed = app.presenter(PRESENTERS.Contents);
    feed.mount();
    await expect.poll(() => feed.status).toBe('ready');
    app.contents.actor = { id: 'boss', role: 'network_manager' };
    await app.contents.update('old', { type: 'post', title: 'Welcome, runners', body: 'Hello' });

    await feed.refetch();

    expect(feed.items.map((content) => content.title)).toEqual(['Welcome, runners']);
  });

  it('is the same list when the home is shown again, with where the member was; another network starts afresh', async () => {
    const app = memoryApp({ networks: [network], contents: many });
    app.session.enterNetwork(network);
    const feed = app.presenter(PRESENTERS.Contents);
    const unmount = feed.mount();
    await expect.poll(() => feed.status).toBe('ready');
    await feed.showMoreClicked();
    feed.left(640);
    unmount();

    const again = app.presenter(PRESENTERS.Contents);
    again.mount();
    expect(again).toBe(feed);
    expect(again.items).toHaveLength(13);
    expect(again.scrollY).toBe(640);

    app.session.enterNetwork(sampleNetwork({ id: 'net-other', slug: 'other' }));
    again.mount();
    expect(again.status).toBe('loading');
    expect(again.scrollY).toBe(0);
  });

  it('tells each content’s age', async () => {
    const app = memoryApp({ networks: [network], contents: [sampleContent({ createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString() })] });
    const feed = app.presenter(PRESENTERS.Contents);
    feed.mount();
    await expect.poll(() => feed.status).toBe('ready');
    expect(feed.ageOf(feed.items[0]!)).toBe('3 hours ago');
  });
});
