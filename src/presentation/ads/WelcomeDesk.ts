import { makeAutoObservable, runInAction } from 'mobx';
import type { ReportAnalytics } from '../../application/usecases/analytics/ReportAnalytics';
import type { WelcomeOnce, WelcomeToShow } from '../../application/usecases/ads/WelcomeOnce';
import { creativityLink } from '../../domain/ads/Creativity';
import type { I18n } from '../i18n/I18n';
import type { ProfileFlowSlot } from '../profile';

/** The promotion's call to action: "Redeem it", opened in a new tab. */
export interface RedeemAction {
  href: string;
  /** What the button says. */
  label: string;
  /** Its accessible name, which says it opens a new tab. */
  name: string;
}

export interface WelcomeView {
  title: string;
  imageUrl: string;
  /** The image's text: '' when the title already says what it shows. */
  imageAlt: string;
  /** A welcome with an https link is the network's promotion: "Redeem it" opens it. Null: no link. */
  redeem: RedeemAction | null;
}

/**
 * The network's welcome, one per app: offered when the after-login dialogs are done (ProfileFlowController's
 * `dialogsDone`), never while one of those dialogs is open, and once per member and network: it counts as had only
 * once its dialog has been on screen (`dialogShown`; WelcomeOnce), so one fetched on a page that does not host the
 * dialog comes again next time.
 */
export class WelcomeDesk {
  welcome: WelcomeToShow | null = null;

  constructor(
    private readonly welcomeOnce: Pick<WelcomeOnce, 'execute'>,
    private readonly report: Pick<ReportAnalytics, 'execute'>,
    private readonly profileFlow: Pick<ProfileFlowSlot, 'isOpen'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<WelcomeDesk, 'welcomeOnce' | 'report' | 'profileFlow' | 'i18n'>(
      this,
      { welcomeOnce: false, report: false, profileFlow: false, i18n: false },
      { autoBind: true, deep: false },
    );
  }

  /** The after-login dialogs are done: the welcome, if this member has not had it. */
  async dialogsDone(): Promise<void> {
    const welcome = await this.welcomeOnce.execute();
    if (welcome) runInAction(() => (this.welcome = welcome));
  }

  /** What the dialog shows, or null: no welcome, or an after-login dialog is open (the welcome waits behind it). */
  get view(): WelcomeView | null {
    const welcome = this.welcome?.creativity;
    if (!welcome || this.profileFlow.isOpen) return null;
    const href = creativityLink(welcome);
    return {
      title: welcome.title ?? this.i18n.t('ads.welcome.title'),
      imageUrl: welcome.imageUrl,
      imageAlt: welcome.title ? '' : this.i18n.t('ads.welcome.title'),
      redeem: href === null ? null : { href, label: this.i18n.t('ads.welcome.redeem'), name: this.i18n.t('ads.welcome.redeemName') },
    };
  }

  /** The dialog is on screen: from now on this member has had the welcome. */
  dialogShown(): void {
    this.welcome?.shown();
  }

  /** "Redeem it": reported as the promotion's redeem-it click (`POST /v2/analytics/promotion/{id}/redeem-it-click`); the link opens in a new tab. */
  redeemClicked(): void {
    if (this.welcome) this.report.execute({ action: 'redeemItClick', promotionId: this.welcome.creativity.id });
    this.welcome = null;
  }

  closed(): void {
    this.welcome = null;
  }

  /** Signed out (or in as someone else): a welcome not yet closed is not theirs. */
  signedOut(): void {
    this.welcome = null;
  }
}
export const WELCOME_DESK = Symbol.for('WelcomeDesk');
