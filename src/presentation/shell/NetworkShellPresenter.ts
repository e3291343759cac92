import { makeAutoObservable, reaction } from 'mobx';
import type { Membership } from '../../domain/membership/Membership';
import type { NetworkCustomization } from '../../domain/network/NetworkCustomization';
import type { Notifier } from '../../application/ports/Notifier';
import type { WindowSignals } from '../../application/ports/WindowSignals';
import type { Session } from '../../application/session/Session';
import type { Logout } from '../../application/usecases/session/Logout';
import type { I18n, Locale } from '../i18n/I18n';
import { watchViewer } from '../kit/watchViewer';
import type { AuthController } from '../auth';
import type { NetworkLoading, ShellStatus } from './NetworkLoading';
import type { ShellAccess } from './ShellAccess';
import type { ShellLanguage } from './ShellLanguage';

export type { ShellStatus } from './NetworkLoading';

/**
 * The frame of every network page: opens the network of the slug and resumes the member's session (NetworkLoading),
 * applies the access policy on load, on every navigation and whenever who is signed in changes (ShellAccess), and
 * holds what the header offers: the language (ShellLanguage), signing in and out.
 */
export class NetworkShellPresenter {
  private readonly stopListening: (() => void)[] = [];

  constructor(
    private readonly loading: NetworkLoading,
    private readonly access: ShellAccess,
    private readonly language: Pick<ShellLanguage, 'chosen'>,
    private readonly session: Pick<Session, 'network' | 'membership'>,
    private readonly auth: Pick<AuthController, 'open' | 'openingExpected'>,
    private readonly logout: Pick<Logout, 'execute'>,
    private readonly notifier: Pick<Notifier, 'info'>,
    private readonly i18n: I18n,
    /**
     * Spec §4: the app version is checked again on focus; what failed offline is tried again once online. A guest
     * using the page makes the sign-in modal's code load (pageEngaged).
     */
    private readonly window: Pick<WindowSignals, 'onFocus' | 'onOnline' | 'onEngaged'>,
  ) {
    makeAutoObservable<NetworkShellPresenter, 'loading' | 'access' | 'language' | 'session' | 'auth' | 'logout' | 'notifier' | 'i18n' | 'window' | 'stopListening'>(
      this,
      { loading: false, access: false, language: false, session: false, auth: false, logout: false, notifier: false, i18n: false, window: false, stopListening: false },
      { autoBind: true },
    );
  }

  get status(): ShellStatus {
    return this.loading.status;
  }

  get failureMessage(): string {
    return this.loading.failureMessage;
  }

  get loginDialog(): 'none' | 'fixed' {
    return this.access.loginDialog;
  }

  /** The access policy is sending the visitor elsewhere: the current page must not load its data. */
  get redirecting(): boolean {
    return this.access.redirecting;
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

  /** Starts following the session and the window; the returned function stops it (screen unmount). */
  mount(): () => void {
    this.stopListening.push(
      watchViewer(this.session, this.applyAccessPolicy),
      // Spec §4: the verify-e-mail redirect waits until no dialog is open.
      reaction(() => this.access.dialogOpen, this.applyAccessPolicy),
      // Spec §4: the app version is checked again whenever the window regains focus.
      this.window.onFocus(this.loading.windowFocused),
      this.window.onOnline(() => void this.backOnline()),
      this.window.onEngaged(this.pageEngaged),
    );
    return () => this.stopListening.splice(0).forEach((stop) => stop());
  }

  async networkRequested(slug: string): Promise<void> {
    if (await this.loading.open(slug)) this.applyAccessPolicy();
  }

  /**
   * The browser is back online: what failed for want of a connection is tried again. A member whose
   * session could not be resumed offline gets a new access token, and every loaded query refetches.
   */
  async backOnline(): Promise<void> {
    if (this.status === 'failed') return this.retryClicked();
    await this.loading.refreshAfterOffline();
  }

  /** The interface switches at once; a member's choice is also told to the server (best effort). */
  languageChosen(locale: Locale): void {
    this.language.chosen(locale);
  }

  retryClicked(): void {
    void this.loading.retry().then((ready) => ready && this.applyAccessPolicy());
  }

  locationChanged(path: string): void {
    this.access.locationChanged(path);
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
    this.access.apply(this.network);
  }
}
