import { makeAutoObservable, runInAction } from 'mobx';
import type { Session } from '../../application/session/Session';
import type { CreativityGateway } from '../../application/ports/CreativityGateway';
import type { ReportAnalytics } from '../../application/usecases/analytics/ReportAnalytics';
import type { Content } from '../../domain/content/Content';
import { creativityLink, type Creativity } from '../../domain/ads/Creativity';
import type { I18n } from '../i18n/I18n';
import type { PageViews } from './PageViews';
import type { WatchedSubject } from './VisibilityWatch';

/** The banner as the feed shows it. */
export interface BannerView {
  id: string;
  imageUrl: string;
  /** Its title, or null for an image alone. */
  title: string | null;
  /** The article's accessible name: "Sponsored: …". */
  label: string;
  /** The image's text when nothing else names it ('' when the title is beside it). */
  imageAlt: string;
  /** Opened in a new tab, only when it is https; null: no link. */
  href: string | null;
  /** The link's accessible name, which says it opens a new tab. */
  linkLabel: string;
}

/**
 * The feed's ads and views, one per app like the feed: the banner (`GET /v2/creativity/banner`)
 * shown after the first contents, its click reported, and the views of the banner and of the announcements,
 * each reported once when half of it has been on screen for 1 s (ViewTracker), the tab in sight.
 */
export class FeedAdsPresenter {
  banner: Creativity | null = null;
  /** The network whose banner is loaded (or loading): one banner per visit of a network, like its feed. */
  private bannerOf: string | null = null;

  constructor(
    private readonly creativities: Pick<CreativityGateway, 'banner'>,
    private readonly report: Pick<ReportAnalytics, 'execute'>,
    private readonly views: Pick<PageViews, 'start' | 'watchOnly'>,
    private readonly session: Pick<Session, 'networkId'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<FeedAdsPresenter, 'creativities' | 'report' | 'views' | 'session' | 'i18n' | 'bannerOf'>(
      this,
      { creativities: false, report: false, views: false, session: false, i18n: false, bannerOf: false },
      { autoBind: true },
    );
  }

  /**
   * A page view starts: its own views. The banner is loaded on the network's first one and kept, so the feed found
   * again (back from a content) has it at once, where it was: nothing moves under the restored scroll position.
   */
  mount(): () => void {
    const endPageView = this.views.start();
    const networkId = this.session.networkId;
    if (networkId !== this.bannerOf) {
      this.bannerOf = networkId;
      this.banner = null;
      this.creativities.banner().then(
        (banner) => this.bannerOf === networkId && runInAction(() => (this.banner = banner)),
        // No banner is the same as none: the feed never shows an ad's failure.
        () => undefined,
      );
    }
    return endPageView;
  }

  get bannerView(): BannerView | null {
    const banner = this.banner;
    if (!banner) return null;
    const label = banner.title ? this.i18n.t('ads.banner.label', { title: banner.title }) : this.i18n.t('ads.banner.untitled');
    return {
      id: banner.id,
      imageUrl: banner.imageUrl,
      title: banner.title,
      label,
      imageAlt: banner.title ? '' : this.i18n.t('ads.banner.untitled'),
      href: creativityLink(banner),
      linkLabel: this.i18n.t('ads.banner.open', { title: banner.title ?? this.i18n.t('ads.banner.untitled') }),
    };
  }

  /** The elements on the page whose views count now: the banner's, and the announcements' (the feed's list changed). */
  subjectsShown(banner: Element | null, announcements: readonly { content: Content; element: Element | null }[]): void {
    const subjects: WatchedSubject[] = announcements.flatMap(({ content, element }) => (element && content.type === 'announcement' ? [{ element, subject: 'content' as const, id: content.id }] : []));
    if (banner && this.banner) subjects.push({ element: banner, subject: 'creativity', id: this.banner.id });
    this.views.watchOnly(subjects);
  }

  bannerClicked(): void {
    if (this.banner) this.report.execute({ action: 'click', subject: 'creativity', id: this.banner.id });
  }
}
