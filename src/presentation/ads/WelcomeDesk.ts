import { makeAutoObservable, runInAction } from 'mobx';
import type { ReportAnalytics } from '../../application/usecases/analytics/ReportAnalytics';
import type { WelcomeOnce } from '../../application/usecases/ads/WelcomeOnce';
import type { Creativity } from '../../domain/creativity/Creativity';
import { isHttpsUrl } from '../../domain/security/SafeUrl';
import type { I18n } from '../i18n/I18n';
import type { ProfileFlowSlot } from '../profile/ProfileFlowSlot';

export interface WelcomeView {
  title: string;
  imageUrl: string;
  /** The image's text: '' when the title already says what it shows. */
  imageAlt: string;
  /** Opened in a new tab, only when it is https; null: no link. */
  href: string | null;
}

/**
 * The network's welcome (issue 11), one per app: offered when the after-login dialogs are done (ProfileFlowController's
 * `dialogsDone`), shown once per member and network (WelcomeOnce), never while one of those dialogs is open.
 */
export class WelcomeDesk {
  welcome: Creativity | null = null;

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
    const welcome = this.welcome;
    if (!welcome || this.profileFlow.isOpen) return null;
    return {
      title: welcome.title ?? this.i18n.t('ads.welcome.title'),
      imageUrl: welcome.imageUrl,
      imageAlt: welcome.title ? '' : this.i18n.t('ads.welcome.title'),
      href: welcome.linkUrl !== null && isHttpsUrl(welcome.linkUrl) ? welcome.linkUrl : null,
    };
  }

  linkClicked(): void {
    if (this.welcome) this.report.execute({ action: 'click', subject: 'creativity', id: this.welcome.id });
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
