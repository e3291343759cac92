// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../../src/application/usecases/analytics/ReportAnalytics';
import { VIEW_DWELL_MS } from '../../../src/application/usecases/analytics/ViewTracker';
import type { Creativity } from '../../../src/domain/ads/Creativity';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryCreativityGateway } from '../../../src/infrastructure/memory/InMemoryCreativityGateway';
import { InMemoryPageVisibility } from '../../../src/infrastructure/memory/InMemoryPageVisibility';
import { InMemorySharer } from '../../../src/infrastructure/memory/InMemorySharer';
import { RecordingNotifier } from '../../../src/infrastructure/memory/RecordingNotifier';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { sampleContent } from '../../../src/infrastructure/memory/samples';
import { registerAdsMessages } from '../../../src/presentation/ads/adsMessages';
import { FakeIntersectionObserver } from './fakeIntersectionObserver';
import { PageViews } from '../../../src/presentation/ads/PageViews';
import { FeedAdsPresenter } from '../../../src/presentation/ads/FeedAdsPresenter';
import type { VisibilityObserverFactory } from '../../../src/presentation/ads/VisibilityWatch';
import { I18n } from '../../../src/presentation/i18n/I18n';

const BANNER: Creativity = { id: 'cre-1', imageUrl: '/demo/banner.svg', linkUrl: 'https://shop.example.com/offer', title: 'Trail shoes' };

function feedAds(banner: Creativity | null = BANNER) {
  const clock = new ManualClock();
  const creativities = new InMemoryCreativityGateway();
  creativities.bannerCreativity = banner;
  const reported: AnalyticsEvent[] = [];
  const observers: FakeIntersectionObserver[] = [];
  const observe: VisibilityObserverFactory = (callback, options) => {
    const observer = new FakeIntersectionObserver(callback, options);
    observers.push(observer);
    return observer;
  };
  const i18n = new I18n(new InMemoryCookieJar());
  registerAdsMessages(i18n);
  const page = new InMemoryPageVisibility();
  const session = { networkId: 'net-1' as string | null };
  const report = { execute: (event: AnalyticsEvent) => void reported.push(event) };
  const sharer = new InMemorySharer();
  const notifier = new RecordingNotifier();
  const ads = new FeedAdsPresenter(creativities, report, new PageViews(clock, report, observe, page), session, sharer, notifier, i18n);
  const observer = () => {
    const last = observers[observers.length - 1];
    if (!last) throw new Error('no IntersectionObserver was made');
    return last;
  };
  return { ads, clock, reported, observer, creativities, i18n, page, session, sharer, notifier };
}

const bannerElement = document.createElement('article');
const announcement = sampleContent({ id: 'ann-1', type: 'announcement' });
const post = sampleContent({ id: 'post-1', type: 'post' });
const announcementElement = document.createElement('article');
const postElement = document.createElement('article');

async function mounted(h: ReturnType<typeof feedAds>) {
  const unmount = h.ads.mount();
  await expect.poll(() => h.ads.banner).not.toBeNull();
  h.ads.subjectsShown(bannerElement, [
    { content: announcement, element: announcementElement },
    { content: post, element: postElement },
  ]);
  return unmount;
}

describe('FeedAdsPresenter: the banner', () => {
  it('shows the banner with its label, and its https link opening in a new tab', async () => {
    const h = feedAds();
    h.ads.mount();
    await expect.poll(() => h.ads.bannerView).toEqual({
      id: 'cre-1',
      imageUrl: '/demo/banner.svg',
      title: 'Trail shoes',
      label: 'Sponsored: Trail shoes',
      imageAlt: '',
      href: 'https://shop.example.com/offer',
      linkLabel: 'Trail shoes (opens in a new tab)',
      shareLabel: 'Share Trail shoes',
    });
  });

  it.each(['http://shop.example.com/offer', 'javascript:alert(1)', '/relative/offer'])('offers no link for %s (only https is opened)', async (linkUrl) => {
    const h = feedAds({ ...BANNER, linkUrl });
    h.ads.mount();
    await expect.poll(() => h.ads.bannerView).not.toBeNull();
    expect(h.ads.bannerView?.href).toBeNull();
  });

  it('names an untitled banner, in Italian too', async () => {
    const h = feedAds({ ...BANNER, title: null });
    h.ads.mount();
    await expect.poll(() => h.ads.bannerView?.label).toBe('Sponsored content');
    expect(h.ads.bannerView?.imageAlt).toBe('Sponsored content');
    await h.i18n.localeChosen('it');
    expect(h.ads.bannerView?.label).toBe('Contenuto sponsorizzato');
  });

  it('keeps the banner for the network: a page view after the first has it at once, without asking again; another network has its own', async () => {
    const h = feedAds();
    const unmount = h.ads.mount();
    await expect.poll(() => h.ads.banner?.id).toBe('cre-1');
    unmount();
    h.ads.mount();
    expect(h.ads.bannerView?.id).toBe('cre-1');
    expect(h.creativities.callsOf('banner')).toHaveLength(1);
    h.session.networkId = 'net-2';
    h.creativities.bannerCreativity = { ...BANNER, id: 'cre-2' };
    h.ads.mount();
    expect(h.ads.bannerView).toBeNull();
    await expect.poll(() => h.ads.banner?.id).toBe('cre-2');
  });

  it('shows nothing when there is no banner or it cannot load', async () => {
    const none = feedAds(null);
    none.ads.mount();
    const failing = feedAds();
    failing.creativities.failNext('banner', new Error('offline'));
    failing.ads.mount();
    await Promise.resolve();
    expect(none.ads.bannerView).toBeNull();
    expect(failing.ads.bannerView).toBeNull();
  });

  it('reports a click on the banner', async () => {
    const h = feedAds();
    await mounted(h);
    h.ads.bannerClicked();
    expect(h.reported).toEqual([{ action: 'click', subject: 'creativity', id: 'cre-1' }]);
  });

  it('shares the banner’s link and reports the share (spec §7); a copied link says so, a cancelled sheet reports nothing', async () => {
    const h = feedAds();
    await mounted(h);
    await h.ads.bannerShareClicked();
    expect(h.sharer.shared).toEqual([{ title: 'Trail shoes', url: 'https://shop.example.com/offer' }]);
    expect(h.reported).toEqual([{ action: 'share', subject: 'creativity', id: 'cre-1' }]);
    expect(h.notifier.toasts).toEqual([{ kind: 'success', message: 'Link copied.' }]);

    h.sharer.outcome = 'cancelled';
    await h.ads.bannerShareClicked();
    expect(h.reported).toHaveLength(1);
  });

  it('reports a click on an announcement of the feed (spec §7 click-through), not on other contents', async () => {
    const h = feedAds();
    await mounted(h);
    h.ads.contentLinkClicked(post.id);
    h.ads.contentLinkClicked(announcement.id);
    expect(h.reported).toEqual([{ action: 'click', subject: 'content', id: announcement.id }]);
  });
});

describe('FeedAdsPresenter: views (IntersectionObserver at 0 and 50 %, 1 s on the clock)', () => {
  it('watches at the thresholds 0 and one half', async () => {
    const h = feedAds();
    await mounted(h);
    expect(h.observer().options.threshold).toEqual([0, 0.5]);
    expect([...h.observer().observed]).toEqual([announcementElement, bannerElement]);
  });

  it('reports the banner once it has been half on screen for 1 s, not before', async () => {
    const h = feedAds();
    await mounted(h);
    h.observer().show(bannerElement, 0.5);
    h.clock.advance(VIEW_DWELL_MS - 1);
    expect(h.reported).toEqual([]);
    h.clock.advance(1);
    expect(h.reported).toEqual([{ action: 'view', subject: 'creativity', id: 'cre-1' }]);
  });

  it('does not report a banner that leaves before 1 s, nor one less than half on screen', async () => {
    const h = feedAds();
    await mounted(h);
    h.observer().show(bannerElement, 0.3);
    h.clock.advance(5_000);
    h.observer().show(bannerElement, 0.7);
    h.clock.advance(600);
    h.observer().show(bannerElement, 0);
    h.clock.advance(5_000);
    expect(h.reported).toEqual([]);
  });

  it('reports once per page view: re-renders and returns of the banner report nothing more', async () => {
    const h = feedAds();
    await mounted(h);
    h.observer().show(bannerElement, 1);
    h.clock.advance(VIEW_DWELL_MS);
    // The feed renders again (its list changed): the same elements are handed over.
    h.ads.subjectsShown(bannerElement, [{ content: announcement, element: announcementElement }]);
    h.observer().show(bannerElement, 0);
    h.observer().show(bannerElement, 1);
    h.clock.advance(5_000);
    expect(h.reported).toEqual([{ action: 'view', subject: 'creativity', id: 'cre-1' }]);
  });

  it('a new page view (the feed shown again) reports again', async () => {
    const h = feedAds();
    const unmount = await mounted(h);
    h.observer().show(bannerElement, 1);
    h.clock.advance(VIEW_DWELL_MS);
    unmount();
    await mounted(h);
    h.observer().show(bannerElement, 1);
    h.clock.advance(VIEW_DWELL_MS);
    expect(h.reported).toHaveLength(2);
  });

  it('reports announcements by the same rule, and not other contents', async () => {
    const h = feedAds();
    await mounted(h);
    h.observer().show(announcementElement, 0.6);
    h.observer().show(postElement, 1);
    h.clock.advance(VIEW_DWELL_MS);
    expect(h.reported).toEqual([{ action: 'view', subject: 'content', id: 'ann-1' }]);
  });

  it('an announcement gone from the page (a filter reloaded the list) before 1 s is not reported', async () => {
    const h = feedAds();
    await mounted(h);
    h.observer().show(announcementElement, 1);
    h.clock.advance(500);
    h.ads.subjectsShown(bannerElement, []);
    h.clock.advance(5_000);
    expect(h.reported).toEqual([]);
    expect(h.observer().observed.has(announcementElement)).toBe(false);
  });

  it('a tab put out of sight before 1 s is not counted; back in sight, the second starts over', async () => {
    const h = feedAds();
    await mounted(h);
    h.observer().show(bannerElement, 1);
    h.clock.advance(600);
    h.page.set(false);
    h.clock.advance(5_000);
    expect(h.reported).toEqual([]);
    const before = h.observer().observeCalls.length;
    h.page.set(true);
    // Observed afresh, so the observer reports the banner still on screen.
    expect(h.observer().observeCalls.slice(before)).toEqual([announcementElement, bannerElement]);
    h.observer().show(bannerElement, 1);
    h.clock.advance(VIEW_DWELL_MS);
    expect(h.reported).toEqual([{ action: 'view', subject: 'creativity', id: 'cre-1' }]);
  });

  it('stops counting when the page view ends', async () => {
    const h = feedAds();
    const unmount = await mounted(h);
    h.observer().show(bannerElement, 1);
    unmount();
    h.clock.advance(5_000);
    expect(h.reported).toEqual([]);
    expect(h.observer().observed.size).toBe(0);
  });

  it('without IntersectionObserver, reports no view', async () => {
    const clock = new ManualClock();
    const creativities = new InMemoryCreativityGateway();
    creativities.bannerCreativity = BANNER;
    const reported: AnalyticsEvent[] = [];
    const i18n = new I18n(new InMemoryCookieJar());
    registerAdsMessages(i18n);
    const report = { execute: (event: AnalyticsEvent) => void reported.push(event) };
    const ads = new FeedAdsPresenter(creativities, report, new PageViews(clock, report, null, new InMemoryPageVisibility()), { networkId: 'net-1' }, new InMemorySharer(), new RecordingNotifier(), i18n);
    ads.mount();
    await expect.poll(() => ads.banner).not.toBeNull();
    ads.subjectsShown(bannerElement, []);
    clock.advance(5_000);
    expect(reported).toEqual([]);
  });
});
