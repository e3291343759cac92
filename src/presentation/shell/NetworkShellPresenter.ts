import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { decideAccess, pageClassOf } from '../../domain/access/AccessPolicy';
import type { Membership } from '../../domain/membership/Membership';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import type { NetworkCustomization } from '../../domain/network/NetworkCustomization';
import { ApiError } from '../../application/errors/ApiError';
import type { Navigator } from '../../application/ports/Navigator';
import type { Notifier } from '../../application/ports/Notifier';
import type { Session } from '../../application/session/Session';
import type { LoadNetwork } from '../../application/usecases/LoadNetwork';
import type { Logout } from '../../application/usecases/Logout';
import type { RestoreSession } from '../../application/usecases/RestoreSession';
import type { AppVersionCheck } from '../../application/usecases/AppVersionCheck';
import type { RememberLanguage } from '../../application/usecases/RememberLanguage';
import type { QueryRegistry } from '../../application/queries/QueryRegistry';
import type { I18n, Locale } from '../i18n/I18n';
import { errorMessageOf } from '../common/errorMessage';
import { watchViewer } from '../common/watchViewer';
import type { AuthController } from '../auth/AuthController';
import type { ProfileFlowSlot } from '../profile/ProfileFlowSlot';

const VERIFY_EMAIL_PATH = NETWORK_PATHS.verifyEmail;

export type ShellStatus = 'loading' | 'ready' | 'notFound' | 'failed';

/**
 * The frame of every network page: opens the network of the slug, resumes the member's session,
 * and applies the access policy on load, on every navigation and whenever who is signed in changes.
 */
export class NetworkShellPresenter {
  status: ShellStatus = 'loading';
  failureMessage = '';
  loginDialog: 'none' | 'fixed' = 'none';
  /** The access policy is sending the visitor elsewhere: the current page must not load its data. */
  redirecting = false;
  private slug: string | null = null;
  private path = '/';
  private readonly stopListening: (() => void)[] = [];

  constructor(
    private readonly loadNetwork: LoadNetwork,
    private readonly restoreSession: Pick<RestoreSession, 'execute'>,
    private readonly logout: Logout,
    private readonly session: Session,
    private readonly navigator: Navigator,
    private readonly notifier: Notifier,
    private readonly i18n: I18n,
    private readonly auth: AuthController,
    private readonly versionGuard: Pick<AppVersionCheck, 'execute'>,
    private readonly profileFlow: Pick<ProfileFlowSlot, 'isOpen'>,
    private readonly rememberLanguage: Pick<RememberLanguage, 'execute'>,
    private readonly queries: Pick<QueryRegistry, 'refetchAll'>,
  ) {
    makeAutoObservable<NetworkShellPresenter, 'loadNetwork' | 'restoreSession' | 'logout' | 'session' | 'navigator' | 'notifier' | 'i18n' | 'auth' | 'versionGuard' | 'profileFlow' | 'rememberLanguage' | 'queries' | 'stopListening'>(
      this,
      { loadNetwork: false, restoreSession: false, logout: false, session: false, navigator: false, notifier: false, i18n: false, auth: false, versionGuard: false, profileFlow: false, rememberLanguage: false, queries: false, stopListening: false },
      { autoBind: true },
    );
  }

  /** The network of this page once it is loaded (the session's, which another network page may change). */
  get network(): NetworkCustomization | null {
    return this.status === 'ready' ? this.session.network : null;
  }

  get membership(): Membership | null {
    return this.session.membership;
  }

  get isSignedIn(): boolean {
    return this.membership !== null;
  }

  /** A member of a paid network reaches their plan, cards and invoices from the header. */
  get offersSubscriptionSettings(): boolean {
    const accessType = this.network?.accessType;
    return this.isSignedIn && (accessType === 'subscribable' || accessType === 'purchasable');
  }

  /** Spec §2, §4: members who must verify their e-mail to continue, and have not yet. */
  get mustVerifyEmail(): boolean {
    const member = this.membership;
    return member !== null && member.shouldVerifyEmailToContinue && !member.emailConfirmed;
  }

  /** Starts following the session; the returned function stops it (screen unmount). */
  mount(): () => void {
    this.stopListening.push(
      watchViewer(this.session, this.applyAccessPolicy),
      // Spec §4: the verify-e-mail redirect waits until no dialog is open.
      reaction(() => this.auth.isOpen || this.profileFlow.isOpen, this.applyAccessPolicy),
    );
    return () => this.stopListening.splice(0).forEach((stop) => stop());
  }

  async networkRequested(slug: string): Promise<void> {
    if (slug === this.slug && this.status !== 'failed') return;
    this.slug = slug;
    this.status = 'loading';
    try {
      await this.loadNetwork.execute(slug);
      if (this.slug !== slug) return;
      await this.restoreSession.execute().catch(() => null);
      if (this.slug !== slug) return;
      await this.versionGuard.execute().catch(() => null);
      if (this.slug !== slug) return;
      runInAction(() => (this.status = 'ready'));
      this.applyAccessPolicy();
    } catch (error) {
      if (this.slug !== slug) return;
      runInAction(() => {
        if (ApiError.is(error, 'NetworkNotFound')) {
          this.status = 'notFound';
        } else {
          this.status = 'failed';
          this.failureMessage = errorMessageOf(error, this.i18n);
        }
      });
    }
  }

  /** Spec §4: the app version is checked again whenever the window regains focus. */
  windowFocused(): void {
    if (this.status === 'ready') void this.versionGuard.execute().catch(() => null);
  }

  /**
   * The browser is back online: what failed for want of a connection is tried again. A member whose
   * session could not be resumed offline gets a new access token, and every loaded query refetches.
   */
  async backOnline(): Promise<void> {
    if (this.status === 'failed') return this.retryClicked();
    if (this.status !== 'ready') return;
    await this.restoreSession.execute().catch(() => null);
    this.queries.refetchAll({ exceptUserScoped: false });
  }

  /** The interface switches at once; a member's choice is also told to the server (best effort). */
  languageChosen(locale: Locale): void {
    void this.i18n.localeChosen(locale);
    void this.rememberLanguage.execute(locale).catch(() => undefined);
  }

  retryClicked(): void {
    if (this.slug) void this.networkRequested(this.slug);
  }

  locationChanged(path: string): void {
    this.path = path;
    this.applyAccessPolicy();
  }

  /** The header's and the access pages' sign-in: the modal, in the mode the authed-before cookie picks. */
  signInClicked(): void {
    this.auth.open({ returnPath: null });
  }

  /** The pointer is over the sign-in button, or it has focus: a click is likely. */
  signInApproached(): void {
    this.auth.openingExpected();
  }

  /**
   * A guest has started using the page (touched, scrolled, pressed a key): signing in is the one thing
   * a guest may do next, so the modal's code loads now and a later click shows it at once. Not on load
   * alone: a visitor who only looks pays nothing, and the page's first seconds stay the page's.
   */
  pageEngaged(): void {
    if (this.status === 'ready' && !this.isSignedIn) this.auth.openingExpected();
  }

  async signOutClicked(): Promise<void> {
    await this.logout.execute();
    this.notifier.info(this.i18n.t('header.signedOut'));
  }

  private applyAccessPolicy(): void {
    const network = this.network;
    if (this.status !== 'ready' || !network) return;
    const decision = decideAccess({ network, visitor: this.session.visitor, page: pageClassOf(this.path), path: this.path });
    this.loginDialog = decision.loginDialog;
    // Spec §2, §4: a guest of a private network gets the login dialog, opened fixed.
    if (decision.loginDialog === 'fixed' && !this.session.isSignedIn && !this.auth.request?.fixed) this.auth.open({ fixed: true });
    this.redirecting = decision.redirectTo !== null && decision.redirectTo !== this.path;
    if (decision.redirectTo && this.redirecting) {
      this.navigator.goTo(decision.redirectTo, { replace: true });
      return;
    }
    if (this.mustVerifyEmail && !this.auth.isOpen && !this.profileFlow.isOpen && pageClassOf(this.path) === 'app') this.navigator.goTo(VERIFY_EMAIL_PATH, { replace: true });
  }
}
