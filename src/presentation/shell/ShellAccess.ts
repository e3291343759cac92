import { makeAutoObservable } from 'mobx';
import type { Navigator } from '../../application/ports/Navigator';
import type { Session } from '../../application/session/Session';
import { decideAccess, pageClassOf } from '../../domain/access/AccessPolicy';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import type { NetworkCustomization } from '../../domain/network/NetworkCustomization';
import type { AuthController } from '../auth';
import type { ProfileFlowSlot } from '../profile';

/**
 * The network shell's access part: the access policy of spec §2 and §4 applied to the page shown, who visits it and
 * which dialogs are open: the fixed login dialog of a private network, a redirect, the verify-e-mail page.
 */
export class ShellAccess {
  loginDialog: 'none' | 'fixed' = 'none';
  /** The access policy is sending the visitor elsewhere: the current page must not load its data. */
  redirecting = false;
  private path = '/';

  constructor(
    private readonly session: Pick<Session, 'visitor' | 'isSignedIn' | 'membership'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly auth: Pick<AuthController, 'isOpen' | 'request' | 'open' | 'forceClose'>,
    private readonly profileFlow: Pick<ProfileFlowSlot, 'isOpen'>,
  ) {
    makeAutoObservable<ShellAccess, 'session' | 'navigator' | 'auth' | 'profileFlow' | 'path'>(
      this,
      { session: false, navigator: false, auth: false, profileFlow: false, path: false },
      { autoBind: true },
    );
  }

  /** Spec §2, §4: members who must verify their e-mail to continue, and have not yet. */
  get mustVerifyEmail(): boolean {
    const member = this.session.membership;
    return member !== null && member.shouldVerifyEmailToContinue && !member.emailConfirmed;
  }

  /** Spec §4: the verify-e-mail redirect waits until no dialog is open. */
  get dialogOpen(): boolean {
    return this.auth.isOpen || this.profileFlow.isOpen;
  }

  locationChanged(path: string): void {
    this.path = path;
  }

  /** `network` is the loaded network of the page, or null while there is none: nothing is decided then. */
  apply(network: NetworkCustomization | null): void {
    if (!network) return;
    const decision = decideAccess({ network, visitor: this.session.visitor, page: pageClassOf(this.path), path: this.path });
    this.loginDialog = decision.loginDialog;
    // Spec §2, §4: a guest of a private network gets the login dialog, opened fixed; the pages that do not force it (the
    // policies the dialog's own footer links to, the paywall, subscribe and intro pages) close it, and reading one the
    // visitor can go back to the dialog.
    if (decision.loginDialog === 'fixed' && !this.session.isSignedIn && !this.auth.request?.fixed) this.auth.open({ fixed: true });
    else if (pageClassOf(this.path) === 'policy' && this.auth.request?.fixed) this.auth.forceClose();
    this.redirecting = decision.redirectTo !== null && decision.redirectTo !== this.path;
    if (decision.redirectTo && this.redirecting) {
      this.navigator.goTo(decision.redirectTo, { replace: true });
      return;
    }
    if (this.mustVerifyEmail && !this.dialogOpen && pageClassOf(this.path) === 'app') this.navigator.goTo(NETWORK_PATHS.verifyEmail, { replace: true });
  }
}
