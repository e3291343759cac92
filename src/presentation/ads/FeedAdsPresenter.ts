import { makeAutoObservable, runInAction } from 'mobx';
import type { Session } from '../../application/session/Session';
import type { CreativityGateway } from '../../application/ports/CreativityGateway';
import type { Notifier } from '../../application/ports/Notifier';
import type { Sharer } from '../../application/ports/Sharer';
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
  /** The share button's accessible name; only a banner with a link is shared. */
  shareLabel: string;
}

/**
 * The feed's ads and views, one per app like the feed: the banner (`GET /v2/creativity/banner`)
 * shown after the first contents, its click and its shares reported, the announcements' clicks from the feed
 * reported (spec §7: the dashboard's click-through counts them), and the views of the banner and of the announcements,
 * each reported once when half of it has been on screen for 1 s (ViewTracker), the tab in sight.
 */
export class FeedAdsPresenter {
  banner: Creativity | null = null;
  /** The network whose banner is loaded (or loading): one banner per visit of a network, like its feed. */
  private bannerOf: string | null = null;
  /** The announcements of the feed as last shown: a click on one of their links is reported. */
  private announcementIds = new Set<string>();

  constructor(
    private readonly creativities: Pick<CreativityGateway, 'banner'>,
    private readonly report: Pick<ReportAnalytics, 'execute'>,
    private readonly views: Pick<PageViews, 'start' | 'watchOnly'>,
    private readonly session: Pick<Session, 'networkId'>,
    private readonly sharer: Pick<Sharer, 'share'>,
    private readonly notifier: Pick<Notifier, 'success' | 'error'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<FeedAdsPresenter, 'creativities' | 'report' | 'views' | 'session' | 'sharer' | 'notifier' | 'i18n' | 'bannerOf' | 'announcementIds'>(
      this,
      { creativities: false, report: false, views: false, session: false, sharer: false, notifier: false, i18n: false, bannerOf: false, announcementIds: false },
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
      shareLabel: this.i18n.t('ads.banner.shareLabel', { title: banner.title ?? this.i18n.t('ads.banner.untitled') }),
    };
  }

  /** The elements on the page whose views count now: the banner's, and the announcements' (the feed's list changed). */
  subjectsShown(banner: Element | null, announcements: readonly { content: Content; element: Element | null }[]): void {
    this.announcementIds = new Set(announcements.filter(({ content }) => content.type === 'announcement').map(({ content }) => content.id));
    const subjects: WatchedSubject[] = announcements.flatMap(({ content, element }) => (element && content.type === 'announcement' ? [{ element, subject: 'content' as const, id: content.id }] : []));
    if (banner && this.banner) subjects.push({ element: banner, subject: 'creativity', id: this.banner.id });
    this.views.watchOnly(subjects);
  }

  bannerClicked(): void {
    if (this.banner) this.report.execute({ action: 'click', subject: 'creativity', id: this.banner.id });
  }

  /** The banner's Share: the device's share sheet, or its link copied; either is reported as a share. */
  async bannerShareClicked(): Promise<void> {
    const view = this.bannerView;
    if (!view?.href) return;
    const outcome = await this.sharer.share({ title: view.title ?? this.i18n.t('ads.banner.untitled'), url: view.href });
    if (outcome === 'shared' || outcome === 'copied') this.report.execute({ action: 'share', subject: 'creativity', id: view.id });
    if (outcome === 'copied') this.notifier.success(this.i18n.t('ads.banner.copied'));
    if (outcome === 'failed') this.notifier.error(this.i18n.t('ads.banner.shareFailed'));
  }

  /** A link to a content of the feed was followed (a click, or a middle click to a background tab). */
  contentLinkClicked(contentId: string): void {
    if (this.announcementIds.has(contentId)) this.report.execute({ action: 'click', subject: 'content', id: contentId });
  }
}
