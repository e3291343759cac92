import { makeAutoObservable, reaction } from 'mobx';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { MemberAbilities } from '../../domain/roles/MemberAbilities';
import type { LeaveGuard, PageLeaving } from '../../application/ports/PageLeaving';
import type { AuthController } from '../auth';
import type { CookieConsentController } from '../cookies';
import type { I18n, Locale, TranslationKey } from '../i18n/I18n';
import type { NetworkShellPresenter } from '../shell';
import type { ConsentSettingsPresenter } from './ConsentSettingsPresenter';
import type { PasswordSettingsPresenter } from './PasswordSettingsPresenter';
import type { ProfileSettingsPresenter } from './ProfileSettingsPresenter';
import type { AvatarSettingsPresenter } from './AvatarSettingsPresenter';
import './settingsMessages';

/** A page of the account the settings lead to. */
export interface SettingsLink {
  path: string;
  label: string;
  description: string;
}

const ACCOUNT_PAGES: readonly { path: string; label: TranslationKey; description: TranslationKey }[] = [
  { path: NETWORK_PATHS.notificationPreferences, label: 'settings.links.notifications', description: 'settings.links.notificationsHint' },
  { path: NETWORK_PATHS.deleteMyAccount, label: 'settings.links.delete', description: 'settings.links.deleteHint' },
];
const SUBSCRIPTION_PAGE = { path: NETWORK_PATHS.settingsSubscription, label: 'settings.links.subscription', description: 'settings.links.subscriptionHint' } as const;

/**
 * `/:slug/settings`, members only (spec §6: a guest cannot open settings, and is asked to sign in):
 * the profile, the password and the consents, each its own presenter, then the language, the cookie choice,
 * the other pages of the account and the member's credits. Leaving with unsaved profile changes asks first.
 */
export class SettingsPresenter implements LeaveGuard {
  /** A move to another page waits for the member's answer: leave and lose the changes, or stay. */
  confirmingLeave = false;
  private resumeLeaving: (() => void) | null = null;

  constructor(
    readonly profile: ProfileSettingsPresenter,
    readonly avatar: AvatarSettingsPresenter,
    readonly password: PasswordSettingsPresenter,
    readonly consents: ConsentSettingsPresenter,
    private readonly shell: Pick<NetworkShellPresenter, 'network' | 'membership' | 'offersSubscriptionSettings' | 'signInClicked' | 'languageChosen'>,
    private readonly auth: Pick<AuthController, 'isOpen'>,
    private readonly cookieConsent: Pick<CookieConsentController, 'settingsClicked'>,
    private readonly i18n: I18n,
    private readonly leaving: Pick<PageLeaving, 'guard'>,
  ) {
    makeAutoObservable<SettingsPresenter, 'shell' | 'auth' | 'cookieConsent' | 'i18n' | 'leaving' | 'resumeLeaving'>(
      this,
      { profile: false, avatar: false, password: false, consents: false, shell: false, auth: false, cookieConsent: false, i18n: false, leaving: false, resumeLeaving: false },
      { autoBind: true },
    );
  }

  get isGuest(): boolean {
    return !new MemberAbilities(this.shell.membership).canOpenSettings;
  }

  get email(): string {
    return this.shell.membership?.email ?? '';
  }

  /** The member's credits, granted when they joined (spec §9: 2 on a network that configures none). */
  get creditsText(): string {
    const count = this.shell.membership?.credits ?? 0;
    return this.i18n.t(count === 1 ? 'settings.credits.one' : 'settings.credits.other', { count });
  }

  get links(): SettingsLink[] {
    const pages = this.shell.offersSubscriptionSettings ? [SUBSCRIPTION_PAGE, ...ACCOUNT_PAGES] : ACCOUNT_PAGES;
    return pages.map((page) => ({ path: page.path, label: this.i18n.t(page.label), description: this.i18n.t(page.description) }));
  }

  /** LeaveGuard: unsaved profile changes would be lost. */
  get blocking(): boolean {
    return !this.isGuest && this.profile.dirty;
  }

  /**
   * A guest arriving here gets the sign-in dialog (unless one is open: a private network's is, fixed). Leaving
   * the page is guarded only while something would be lost: a page that asks before it goes is one the browser
   * may not keep for back and forward.
   */
  mount(): () => void {
    if (this.isGuest && !this.auth.isOpen) this.shell.signInClicked();
    const stopProfile = this.profile.mount();
    let release: (() => void) | null = null;
    const stopGuarding = reaction(
      () => this.blocking,
      (blocking) => {
        release?.();
        release = blocking ? this.leaving.guard(this) : null;
      },
      { fireImmediately: true },
    );
    return () => {
      stopGuarding();
      release?.();
      stopProfile();
    };
  }

  signInClicked(): void {
    this.shell.signInClicked();
  }

  /** As in the header: the page switches at once and the member's choice is remembered. */
  languageChosen(locale: Locale): void {
    this.shell.languageChosen(locale);
  }

  /** Reopens the cookie popup to change the choice (spec §4). */
  cookieSettingsClicked(): void {
    this.cookieConsent.settingsClicked();
  }

  leaveAttempted(resume: () => void): void {
    this.resumeLeaving = resume;
    this.confirmingLeave = true;
  }

  /** The changes are dropped, so nothing holds the move any more. */
  leaveConfirmed(): void {
    const resume = this.resumeLeaving;
    this.leaveCancelled();
    this.profile.discardClicked();
    resume?.();
  }

  leaveCancelled(): void {
    this.confirmingLeave = false;
    this.resumeLeaving = null;
  }
}
