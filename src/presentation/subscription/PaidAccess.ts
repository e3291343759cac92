import { makeAutoObservable, runInAction } from 'mobx';
import type { Navigator } from '../../application/ports/Navigator';
import type { Session } from '../../application/session/Session';
import type { ReactivateSubscription } from '../../application/usecases/subscription/ReactivateSubscription';
import type { RefreshAccess } from '../../application/usecases/subscription/RefreshAccess';
import { visitorStateOf } from '../../domain/access/AccessPolicy';
import { afterLoginDestination } from '../../domain/access/SessionChangeDestinations';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { errorMessageOf } from '../kit/errorMessage';
import type { I18n } from '../i18n/I18n';
import type { ProfileFlowController } from '../profile';
import type { SubscribeProgress } from './SubscribeProgress';

/**
 * What the paid pages end with (spec §4): access, after a payment or by reactivating an ended subscription, and the
 * way into the network, to the page that sent the member here.
 */
export class PaidAccess {
  constructor(
    private readonly refreshAccess: Pick<RefreshAccess, 'execute'>,
    private readonly reactivateSubscription: Pick<ReactivateSubscription, 'execute'>,
    private readonly session: Pick<Session, 'membership' | 'network'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly i18n: I18n,
    /** `?from=` of the page's address. */
    private readonly returnPath: string | null,
    private readonly progress: SubscribeProgress,
    /** The after-login dialogs: the complete-profile prompt a purchase unlocks. */
    private readonly profileFlow: Pick<ProfileFlowController, 'completeProfileRequested'>,
  ) {
    makeAutoObservable<PaidAccess, 'refreshAccess' | 'reactivateSubscription' | 'session' | 'navigator' | 'i18n' | 'returnPath' | 'progress' | 'profileFlow'>(
      this,
      { refreshAccess: false, reactivateSubscription: false, session: false, navigator: false, i18n: false, returnPath: false, progress: false, profileFlow: false },
      { autoBind: true },
    );
  }

  get hasAccess(): boolean {
    return this.session.membership?.isAccessAuthorized === true;
  }

  /** After a payment: the membership again, with the access it now gives (a failure is tried again on continuing). */
  refresh(): Promise<unknown> {
    return this.refreshAccess.execute();
  }

  /** `deny_reason=canceled`: the subscription renews as it was, on the saved card. */
  async reactivateClicked(): Promise<void> {
    if (this.progress.action) return;
    this.progress.action = 'reactivating';
    this.progress.notice = '';
    try {
      await this.reactivateSubscription.execute();
      runInAction(() => (this.progress.action = null));
      this.leaveForTheNetwork();
    } catch (error) {
      runInAction(() => {
        this.progress.action = null;
        this.progress.notice = errorMessageOf(error, this.i18n);
      });
    }
  }

  /**
   * payment_success: into the network, now with access (fetched again if the first fetch failed). Spec §4 keeps the
   * complete-profile prompt off purchasable networks "unless forced": their paywall comes first, and the purchase just
   * made is what forces it, so a member who bought access is asked for the profile the network has been waiting for.
   */
  async continueClicked(): Promise<void> {
    if (this.progress.action) return;
    if (!this.hasAccess) {
      this.progress.action = 'continuing';
      this.progress.notice = '';
      try {
        await this.refreshAccess.execute();
      } catch (error) {
        runInAction(() => {
          this.progress.action = null;
          this.progress.notice = errorMessageOf(error, this.i18n);
        });
        return;
      }
      runInAction(() => (this.progress.action = null));
    }
    this.leaveForTheNetwork();
    if (this.session.network?.purchasable) this.profileFlow.completeProfileRequested({ forced: true });
  }

  /** Spec §4: a member with access goes to the page that sent them here, or the network's home. */
  leaveForTheNetwork(): void {
    const network = this.session.network;
    const destination = network && afterLoginDestination(network, visitorStateOf(this.session.membership), this.returnPath);
    this.navigator.goTo(destination ?? NETWORK_PATHS.home, { replace: true });
  }
}
