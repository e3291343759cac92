// @vitest-environment jsdom
import { observable, runInAction } from 'mobx';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as ports from '../../../src/application/ports';
import { VIEW_DWELL_MS } from '../../../src/application/usecases/analytics/ViewTracker';
import { bindAdsModule } from '../../../src/composition/adsModule';
import { bindAnalytics } from '../../../src/composition/analyticsModule';
import { readConfig } from '../../../src/composition/config';
import type { Content } from '../../../src/domain/content/Content';
import { InMemoryAnalyticsGateway } from '../../../src/infrastructure/memory/InMemoryAnalyticsGateway';
import { InMemoryCreativityGateway } from '../../../src/infrastructure/memory/InMemoryCreativityGateway';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { sampleContent, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import FeedAds from '../../../src/presentation/ads/FeedAds';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import type { ContentsPresenter } from '../../../src/presentation/content/ContentsPresenter';
import type { I18n } from '../../../src/presentation/i18n/I18n';
import { PRESENTATION } from '../../../src/presentation/tokens';
import { memoryApp } from '../memoryApp';

const SLOW_TEST_MS = 30_000;
const CONTENTS: Content[] = [
  sampleContent({ id: 'c1', type: 'announcement', title: 'Pinned' }),
  sampleContent({ id: 'c2', title: 'Second' }),
  sampleContent({ id: 'c3', title: 'Third' }),
  sampleContent({ id: 'c4', title: 'Fourth' }),
];

/** The browser's observer, moved by the test. */
const observers: { callback: IntersectionObserverCallback; observed: Set<Element> }[] = [];
function show(element: Element, share: number) {
  for (const observer of observers) {
    if (observer.observed.has(element)) observer.callback([{ target: element, intersectionRatio: share, isIntersecting: share > 0 } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

function renderFeed() {
  const clock = new ManualClock();
  const creativities = new InMemoryCreativityGateway();
  creativities.bannerCreativity = { id: 'cre-1', imageUrl: '/demo/banner.svg', linkUrl: 'https://shop.example.com/offer', title: 'Trail shoes' };
  const analytics = new InMemoryAnalyticsGateway();
  const app = memoryApp({ networks: [sampleNetwork()], overrides: { [ports.CLOCK]: clock, [ports.CREATIVITY_GATEWAY]: creativities, [ports.ANALYTICS_GATEWAY]: analytics } });
  app.session.enterNetwork(sampleNetwork({ dataCollection: { level: 'medium' } }));
  bindAnalytics(app.container, readConfig({}, 'localhost', 'memory'));
  bindAdsModule(app.container, (callback) => {
    const observer = { callback, observed: new Set<Element>() };
    observers.push(observer);
    return { observe: (element) => observer.observed.add(element), unobserve: (element) => observer.observed.delete(element), disconnect: () => observer.observed.clear() };
  });
  const feed = observable({ status: 'ready', items: CONTENTS, filter: null as string | null }, {}, { deep: false });
  const i18n = app.get<I18n>(PRESENTATION.I18n);
  const Feed = ({ items }: { items: Content[] }) => (
    <div role="feed" aria-label="Latest contents">
      {items.map((content) => (
        <article key={content.id} aria-labelledby={`content-${content.id}`}>
          <h2 id={`content-${content.id}`}>{content.title}</h2>
        </article>
      ))}
    </div>
  );
  const view = render(
    <ResolverProvider resolver={app.container}>
      <FeedAds feed={feed as unknown as ContentsPresenter} />
      <Feed items={CONTENTS} />
    </ResolverProvider>,
  );
  return { app, clock, analytics, feed, view, Feed, i18n };
}

describe('FeedAds', () => {
  beforeAll(async () => {
    await import('../../../src/presentation/ads/FeedBanner');
  }, 60_000);

  it('puts the banner after the third article, reports its view once however often the feed renders, and its click', async () => {
    const h = renderFeed();
    const banner = await screen.findByRole('article', { name: 'Sponsored: Trail shoes' });
    const feed = screen.getByRole('feed');
    const order = [...feed.querySelectorAll('article')].map((article) => article.getAttribute('aria-label') ?? article.textContent);
    expect(order).toEqual(['Pinned', 'Second', 'Third', 'Sponsored: Trail shoes', 'Fourth']);

    act(() => show(banner, 0.6));
    act(() => h.clock.advance(VIEW_DWELL_MS));
    // The feed renders again (a new list of the same contents), the banner leaves and comes back.
    act(() => runInAction(() => (h.feed.items = [...CONTENTS])));
    act(() => show(banner, 0));
    act(() => show(banner, 1));
    act(() => h.clock.advance(5 * VIEW_DWELL_MS));
    expect(h.analytics.events.filter((event) => event.action === 'view' && event.subject === 'creativity')).toEqual([{ action: 'view', subject: 'creativity', id: 'cre-1' }]);

    const pinned = screen.getByRole('article', { name: 'Pinned' });
    act(() => show(pinned, 1));
    act(() => h.clock.advance(VIEW_DWELL_MS));
    expect(h.analytics.events).toContainEqual({ action: 'view', subject: 'content', id: 'c1' });

    const link = screen.getByRole('link', { name: 'Trail shoes (opens in a new tab)' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(h.analytics.events).toContainEqual({ action: 'click', subject: 'creativity', id: 'cre-1' });

    // A list filtered by type shows that type alone.
    act(() => runInAction(() => (h.feed.filter = 'event')));
    expect(screen.queryByRole('article', { name: 'Sponsored: Trail shoes' })).toBeNull();
    act(() => runInAction(() => (h.feed.filter = null)));
    expect(await screen.findByRole('article', { name: 'Sponsored: Trail shoes' })).toBeInTheDocument();
  }, SLOW_TEST_MS);

  it('reports a middle click on the banner (its link opened in a background tab) as a click, and no other button', async () => {
    const h = renderFeed();
    const banner = await screen.findByRole('article', { name: 'Sponsored: Trail shoes' });
    const clicks = () => h.analytics.events.filter((event) => event.action === 'click');
    const [picture, title] = [...banner.querySelectorAll('a')] as [HTMLAnchorElement, HTMLAnchorElement];
    fireEvent(title, new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    expect(clicks()).toEqual([]);
    fireEvent(title, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    fireEvent(picture, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(clicks()).toEqual([
      { action: 'click', subject: 'creativity', id: 'cre-1' },
      { action: 'click', subject: 'creativity', id: 'cre-1' },
    ]);
  }, SLOW_TEST_MS);
});
