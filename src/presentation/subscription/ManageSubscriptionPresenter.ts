import { makeAutoObservable, runInAction } from 'mobx';
import type { Notifier } from '../../application/ports/Notifier';
import type { PlanGateway } from '../../application/ports/PlanGateway';
import type { Session } from '../../application/session/Session';
import type { CancelSubscription } from '../../application/usecases/subscription/CancelSubscription';
import type { ChangePlan } from '../../application/usecases/subscription/ChangePlan';
import type { ReactivateSubscription } from '../../application/usecases/subscription/ReactivateSubscription';
import { CANCELLATION_REASONS, planChangeStartsAt, type Bundle, type CancellationReason, type PaymentMethod, type Subscription } from '../../domain/subscription/Subscription';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { errorMessageOf } from '../kit/errorMessage';
import { watchViewer } from '../kit/watchViewer';
import type { CardFormMount } from './CardFormMount';
import type { I18n } from '../i18n/I18n';
import type { InvoicesSection, InvoiceView } from './InvoicesSection';
import { ManageBusy, type ManageAction } from './ManageBusy';
import type { SavedCardsSection } from './SavedCardsSection';
import { cadenceOf, formatMoney, type CardView } from './subscriptionViews';

export interface CurrentPlanView {
  title: string;
  /** "€9.00 per month". */
  price: string;
  status: string;
  /** A sentence on what happens next: renewal, trial end, end of access, payment retry. */
  next: string | null;
  /** The network no longer offers this plan: it can still be kept, changed or cancelled. */
  retired: boolean;
  /** The status asks for the member's attention (it will not renew, or has ended). */
  attention: boolean;
  canCancel: boolean;
  canReactivate: boolean;
  /** The first payment was never completed (a bank check failed or was left): the plans are offered again. */
  unfinished: boolean;
}

export interface PlanChoiceView {
  id: string;
  title: string;
  price: string;
}

/**
 * /settings/subscription: the member's plan and its status, changing plan (the new price and when it
 * starts said first), cancelling at the period's end with an optional reason, reactivating, saved cards (add,
 * make default, remove: SavedCardsSection) and invoices (InvoicesSection), as Stripe's customer portal offers them.
 */
export class ManageSubscriptionPresenter {
  status: 'loading' | 'failed' | 'ready' = 'loading';
  loadFailure = '';
  current: Subscription | null = null;
  bundles: Bundle[] = [];
  /** Said in the plan's section: why a change, a cancellation or a reactivation failed. */
  planProblem = '';
  cancelDialogOpen = false;
  cancelReason: CancellationReason | null = null;
  changeTarget: string | null = null;
  private readonly busyWith = new ManageBusy();
  readonly savedCards: SavedCardsSection;
  readonly invoiceList: InvoicesSection;

  constructor(
    private readonly plans: Pick<PlanGateway, 'bundles' | 'current'>,
    private readonly cancelSubscription: Pick<CancelSubscription, 'execute'>,
    private readonly reactivateSubscription: Pick<ReactivateSubscription, 'execute'>,
    private readonly changePlan: Pick<ChangePlan, 'execute'>,
    savedCardsSection: (busy: ManageBusy) => SavedCardsSection,
    invoicesSection: (busy: ManageBusy) => InvoicesSection,
    private readonly session: Pick<Session, 'membership' | 'network'>,
    private readonly notifier: Pick<Notifier, 'success'>,
    private readonly i18n: I18n,
  ) {
    this.savedCards = savedCardsSection(this.busyWith);
    this.invoiceList = invoicesSection(this.busyWith);
    makeAutoObservable<ManageSubscriptionPresenter, 'plans' | 'cancelSubscription' | 'reactivateSubscription' | 'changePlan' | 'session' | 'notifier' | 'i18n' | 'busyWith'>(
      this,
      {
        plans: false, cancelSubscription: false, reactivateSubscription: false, changePlan: false, savedCards: false, invoiceList: false, session: false, notifier: false, i18n: false,
        busyWith: false,
      },
      { autoBind: true },
    );
  }

  /** What the page is doing, one action at a time across its sections. */
  get busy(): ManageAction {
    return this.busyWith.action;
  }

  get cards(): PaymentMethod[] {
    return this.savedCards.cards;
  }

  get cardsProblem(): string {
    return this.savedCards.cardsProblem;
  }

  get addCardOpen(): boolean {
    return this.savedCards.addCardOpen;
  }

  get addCard(): SavedCardsSection['addCard'] {
    return this.savedCards.addCard;
  }

  get cardForm(): CardFormMount {
    return this.savedCards.cardForm;
  }

  get cardViews(): CardView[] {
    return this.savedCards.cardViews;
  }

  get invoiceViews(): InvoiceView[] {
    return this.invoiceList.invoiceViews;
  }

  get invoicesProblem(): string {
    return this.invoiceList.invoicesProblem;
  }

  makeDefaultClicked(paymentMethodId: string): Promise<void> {
    return this.savedCards.makeDefaultClicked(paymentMethodId);
  }

  removeClicked(paymentMethodId: string): Promise<void> {
    return this.savedCards.removeClicked(paymentMethodId);
  }

  addCardClicked(): Promise<void> {
    return this.savedCards.addCardClicked();
  }

  saveCardClicked(): Promise<void> {
    return this.savedCards.saveCardClicked();
  }

  addCardDismissed(): void {
    this.savedCards.addCardDismissed();
  }

  invoiceClicked(invoiceId: string): Promise<void> {
    return this.invoiceList.invoiceClicked(invoiceId);
  }

  mount(): () => void {
    // A guest is asked to sign in; the page loads once they have.
    const stop = watchViewer(this.session, (memberId) => memberId && void this.load());
    return () => {
      stop();
      this.savedCards.cardForm.unmount();
    };
  }

  get isGuest(): boolean {
    return this.session.membership === null;
  }

  get networkName(): string {
    return this.session.network?.name ?? '';
  }

  /** Where a member without a subscription can get one: the network's own gate (network-relative). */
  get offerPath(): string | null {
    const accessType = this.session.network?.accessType;
    return accessType === 'subscribable' ? NETWORK_PATHS.subscribe : accessType === 'purchasable' ? NETWORK_PATHS.paywall : null;
  }

  get plan(): CurrentPlanView | null {
    const current = this.current;
    if (!current) return null;
    const date = (iso: string | null) => (iso ? this.i18n.formatDate(iso) : '');
    const price = `${formatMoney(current.price, current.currency, this.i18n.locale)} ${cadenceOf(current.interval, this.i18n)}`;
    const ending = current.cancelAtPeriodEnd && current.status !== 'canceled';
    const unfinished = current.status === 'incomplete';
    const status = ending ? 'cancelling' : current.status;
    const next =
      current.interval === 'once'
        ? null
        : current.status === 'canceled'
          ? this.i18n.t('subscription.manage.next.ended', { price })
          : ending
            ? this.i18n.t('subscription.manage.next.endsOn', { date: date(current.currentPeriodEnd) })
            : current.status === 'trialing' && current.trialEnd
              ? this.i18n.t('subscription.manage.next.trialEnds', { date: date(current.trialEnd), price })
              : current.status === 'past_due'
                ? this.i18n.t('subscription.manage.next.pastDue')
                : unfinished
                  ? this.i18n.t('subscription.manage.next.incomplete')
                  : current.currentPeriodEnd
                  ? this.i18n.t('subscription.manage.next.renews', { date: date(current.currentPeriodEnd) })
                  : null;
    return {
      title: current.bundleTitle,
      price,
      status: this.i18n.t(`subscription.manage.status.${status}`),
      next,
      retired: !this.bundles.some((bundle) => bundle.id === current.bundleId),
      attention: ending || unfinished || current.status === 'canceled' || current.status === 'past_due',
      // An unfinished subscription has nothing to cancel or change: the server knows it only as a payment under way.
      canCancel: current.interval !== 'once' && current.status !== 'canceled' && !unfinished && !current.cancelAtPeriodEnd,
      canReactivate: current.interval !== 'once' && (current.cancelAtPeriodEnd || current.status === 'canceled'),
      unfinished,
    };
  }

  /** The other plans of the network the subscription can move to (same kind: recurring). */
  get planChoices(): PlanChoiceView[] {
    const current = this.current;
    if (!current || current.interval === 'once' || current.status === 'canceled' || current.status === 'incomplete') return [];
    return this.bundles
      .filter((bundle) => bundle.id !== current.bundleId && bundle.interval !== 'once')
      .map((bundle) => ({ id: bundle.id, title: bundle.title, price: `${formatMoney(bundle.price, bundle.currency, this.i18n.locale)} ${cadenceOf(bundle.interval, this.i18n)}` }));
  }

  /** The confirmation of a plan change: the new price, and whether it starts today or at the next renewal. */
  get changeConfirmation(): string | null {
    const current = this.current;
    const target = this.bundles.find((bundle) => bundle.id === this.changeTarget);
    if (!current || !target) return null;
    const price = `${formatMoney(target.price, target.currency, this.i18n.locale)} ${cadenceOf(target.interval, this.i18n)}`;
    // During a trial nothing has been paid yet: the plan changes now and its price is the first charge.
    if (current.status === 'trialing' && current.trialEnd) return this.i18n.t('subscription.manage.change.duringTrial', { plan: target.title, price, date: this.i18n.formatDate(current.trialEnd) });
    return planChangeStartsAt(current, target) === 'today'
      ? this.i18n.t('subscription.manage.change.today', { plan: target.title, price })
      : this.i18n.t('subscription.manage.change.nextRenewal', { plan: target.title, price, date: current.currentPeriodEnd ? this.i18n.formatDate(current.currentPeriodEnd) : '' });
  }

  /** Until when access lasts once cancelled: the end of the period already paid. */
  get cancelConfirmation(): string {
    const end = this.current?.currentPeriodEnd;
    return end ? this.i18n.t('subscription.manage.cancel.until', { date: this.i18n.formatDate(end) }) : this.i18n.t('subscription.manage.cancel.untilUnknown');
  }

  get cancelReasons(): { value: CancellationReason; label: string }[] {
    return CANCELLATION_REASONS.map((value) => ({ value, label: this.i18n.t(`subscription.manage.cancel.reason.${value}`) }));
  }

  retryLoadClicked(): void {
    void this.load();
  }

  cancelClicked(): void {
    this.cancelReason = null;
    this.cancelDialogOpen = true;
  }

  cancelReasonChosen(reason: CancellationReason): void {
    this.cancelReason = reason;
  }

  cancelDismissed(): void {
    if (this.busy !== 'cancel') this.cancelDialogOpen = false;
  }

  async cancelConfirmed(): Promise<void> {
    await this.planAction('cancel', async () => {
      const current = await this.cancelSubscription.execute(this.cancelReason);
      runInAction(() => {
        this.current = current;
        this.cancelDialogOpen = false;
      });
      this.notifier.success(this.cancelConfirmation);
    });
  }

  async reactivateClicked(): Promise<void> {
    await this.planAction('reactivate', async () => {
      const current = await this.reactivateSubscription.execute();
      runInAction(() => (this.current = current));
      this.notifier.success(this.i18n.t('subscription.manage.reactivated'));
      void this.invoiceList.reload();
    });
  }

  changeChosen(bundleId: string): void {
    this.changeTarget = bundleId;
  }

  changeDismissed(): void {
    if (this.busy !== 'change') this.changeTarget = null;
  }

  async changeConfirmed(): Promise<void> {
    const target = this.changeTarget;
    if (!target) return;
    await this.planAction('change', async () => {
      const current = await this.changePlan.execute(target);
      runInAction(() => {
        this.current = current;
        this.changeTarget = null;
      });
      this.notifier.success(this.i18n.t('subscription.manage.change.done', { plan: current.bundleTitle }));
      void this.invoiceList.reload();
    });
  }

  /** A change to the plan, as the page's one action; what went wrong is said in the plan's section. */
  private async planAction(action: 'cancel' | 'reactivate' | 'change', work: () => Promise<void>): Promise<void> {
    const failure = await this.busyWith.during(action, async () => {
      this.planProblem = '';
      await work();
    });
    if (failure) runInAction(() => (this.planProblem = errorMessageOf(failure.error, this.i18n)));
  }

  private async load(): Promise<void> {
    this.status = 'loading';
    try {
      const [current, bundles, cards, invoices] = await Promise.all([this.plans.current(), this.plans.bundles(), this.savedCards.fetch(), this.invoiceList.fetch()]);
      runInAction(() => {
        Object.assign(this, { current, bundles });
        this.savedCards.cards = cards;
        this.invoiceList.invoices = invoices;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.loadFailure = errorMessageOf(error, this.i18n);
      });
    }
  }
}
