import { makeAutoObservable, runInAction } from 'mobx';
import { PaymentError } from '../../application/errors/PaymentError';
import type { Clock } from '../../application/ports/Clock';
import type { InvoiceGateway } from '../../application/ports/InvoiceGateway';
import type { Notifier } from '../../application/ports/Notifier';
import type { PaymentGateway } from '../../application/ports/PaymentGateway';
import type { PaymentMethodGateway } from '../../application/ports/PaymentMethodGateway';
import type { PlanGateway } from '../../application/ports/PlanGateway';
import type { Session } from '../../application/session/Session';
import type { CancelSubscription } from '../../application/usecases/subscription/CancelSubscription';
import type { ChangePlan } from '../../application/usecases/subscription/ChangePlan';
import type { OpenInvoice } from '../../application/usecases/subscription/OpenInvoice';
import type { ReactivateSubscription } from '../../application/usecases/subscription/ReactivateSubscription';
import type { RemoveCard } from '../../application/usecases/subscription/RemoveCard';
import type { SetDefaultCard } from '../../application/usecases/subscription/SetDefaultCard';
import {
  CANCELLATION_REASONS,
  isCardExpired,
  planChangeStartsAt,
  type Bundle,
  type CancellationReason,
  type Invoice,
  type PaymentMethod,
  type Subscription,
} from '../../domain/subscription/Subscription';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { errorMessageOf } from '../common/errorMessage';
import { watchViewer } from '../common/watchViewer';
import { CardFormMount } from './CardFormMount';
import type { I18n } from '../i18n/I18n';
import { cadenceOf, cardView, formatMoney, type CardView } from './subscriptionViews';

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

export interface InvoiceView {
  id: string;
  number: string;
  date: string;
  amount: string;
  status: string;
}

type Busy = null | 'cancel' | 'reactivate' | 'change' | `card:${string}` | 'add-card' | `invoice:${string}`;

/**
 * /settings/subscription (issue 9): the member's plan and its status, changing plan (the new price and when it
 * starts said first), cancelling at the period's end with an optional reason, reactivating, saved cards (add,
 * make default, remove) and invoices, as Stripe's customer portal offers them.
 */
export class ManageSubscriptionPresenter {
  status: 'loading' | 'failed' | 'ready' = 'loading';
  loadFailure = '';
  current: Subscription | null = null;
  bundles: Bundle[] = [];
  cards: PaymentMethod[] = [];
  invoices: Invoice[] = [];
  busy: Busy = null;
  /** Said in the section it concerns: why a card could not be removed, why a change failed. */
  planProblem = '';
  cardsProblem = '';
  invoicesProblem = '';
  cancelDialogOpen = false;
  cancelReason: CancellationReason | null = null;
  changeTarget: string | null = null;
  addCardOpen = false;
  addCard: { state: 'preparing' | 'ready' | 'unavailable' | 'not_configured'; problem: string } = { state: 'preparing', problem: '' };
  /** The add-card dialog's card form. */
  readonly cardForm: CardFormMount;
  /** A card the form saved whose making-default failed: trying again makes it the default, it is not saved twice. */
  private savedCardId: string | null = null;

  constructor(
    private readonly plans: Pick<PlanGateway, 'bundles' | 'current'>,
    private readonly cardGateway: Pick<PaymentMethodGateway, 'paymentMethods' | 'setupIntent'>,
    private readonly invoiceGateway: Pick<InvoiceGateway, 'invoices'>,
    private readonly cancelSubscription: Pick<CancelSubscription, 'execute'>,
    private readonly reactivateSubscription: Pick<ReactivateSubscription, 'execute'>,
    private readonly changePlan: Pick<ChangePlan, 'execute'>,
    private readonly removeCard: Pick<RemoveCard, 'execute'>,
    private readonly setDefaultCard: Pick<SetDefaultCard, 'execute'>,
    private readonly openInvoice: Pick<OpenInvoice, 'execute'>,
    private readonly payments: Pick<PaymentGateway, 'load' | 'mountCardForm'>,
    private readonly session: Pick<Session, 'membership' | 'network'>,
    private readonly notifier: Pick<Notifier, 'success'>,
    private readonly clock: Pick<Clock, 'now' | 'schedule'>,
    private readonly i18n: I18n,
  ) {
    this.cardForm = new CardFormMount(payments, clock, (error) => runInAction(() => (this.addCard.state = PaymentError.is(error, 'not_configured') ? 'not_configured' : 'unavailable')));
    makeAutoObservable<ManageSubscriptionPresenter, 'plans' | 'cardGateway' | 'invoiceGateway' | 'cancelSubscription' | 'reactivateSubscription' | 'changePlan' | 'removeCard' | 'setDefaultCard' | 'openInvoice' | 'payments' | 'session' | 'notifier' | 'clock' | 'i18n' | 'savedCardId'>(
      this,
      {
        plans: false, cardGateway: false, invoiceGateway: false, cancelSubscription: false, reactivateSubscription: false, changePlan: false, removeCard: false,
        setDefaultCard: false, openInvoice: false, payments: false, session: false, notifier: false, clock: false, i18n: false, cardForm: false, savedCardId: false,
      },
      { autoBind: true },
    );
  }

  mount(): () => void {
    // A guest is asked to sign in; the page loads once they have.
    const stop = watchViewer(this.session, (memberId) => memberId && void this.load());
    return () => {
      stop();
      this.cardForm.unmount();
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

  get cardViews(): CardView[] {
    const now = new Date(this.clock.now());
    return this.cards.map((card) => cardView(card, this.i18n, isCardExpired(card, now)));
  }

  get invoiceViews(): InvoiceView[] {
    return this.invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      date: this.i18n.formatDate(invoice.createdAt),
      amount: formatMoney(invoice.amount, invoice.currency, this.i18n.locale),
      status: this.i18n.t(`subscription.manage.invoice.${invoice.status}`),
    }));
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
    if (this.busy) return;
    this.busy = 'cancel';
    this.planProblem = '';
    try {
      const current = await this.cancelSubscription.execute(this.cancelReason);
      runInAction(() => {
        this.current = current;
        this.cancelDialogOpen = false;
      });
      this.notifier.success(this.cancelConfirmation);
    } catch (error) {
      runInAction(() => (this.planProblem = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  async reactivateClicked(): Promise<void> {
    if (this.busy) return;
    this.busy = 'reactivate';
    this.planProblem = '';
    try {
      const current = await this.reactivateSubscription.execute();
      runInAction(() => (this.current = current));
      this.notifier.success(this.i18n.t('subscription.manage.reactivated'));
      void this.reloadInvoices();
    } catch (error) {
      runInAction(() => (this.planProblem = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  changeChosen(bundleId: string): void {
    this.changeTarget = bundleId;
  }

  changeDismissed(): void {
    if (this.busy !== 'change') this.changeTarget = null;
  }

  async changeConfirmed(): Promise<void> {
    const target = this.changeTarget;
    if (this.busy || !target) return;
    this.busy = 'change';
    this.planProblem = '';
    try {
      const current = await this.changePlan.execute(target);
      runInAction(() => {
        this.current = current;
        this.changeTarget = null;
      });
      this.notifier.success(this.i18n.t('subscription.manage.change.done', { plan: current.bundleTitle }));
      void this.reloadInvoices();
    } catch (error) {
      runInAction(() => (this.planProblem = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  async makeDefaultClicked(paymentMethodId: string): Promise<void> {
    if (this.busy) return;
    this.busy = `card:${paymentMethodId}`;
    this.cardsProblem = '';
    try {
      const cards = await this.setDefaultCard.execute(paymentMethodId);
      runInAction(() => (this.cards = cards));
    } catch (error) {
      runInAction(() => (this.cardsProblem = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  async removeClicked(paymentMethodId: string): Promise<void> {
    if (this.busy) return;
    this.busy = `card:${paymentMethodId}`;
    this.cardsProblem = '';
    try {
      const removal = await this.removeCard.execute(paymentMethodId);
      runInAction(() => {
        if (removal.kind === 'removed') this.cards = removal.cards;
        else this.cardsProblem = removal.reason || this.i18n.t('subscription.manage.cards.inUseHint');
      });
    } catch (error) {
      runInAction(() => (this.cardsProblem = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  async invoiceClicked(invoiceId: string): Promise<void> {
    if (this.busy) return;
    this.busy = `invoice:${invoiceId}`;
    this.invoicesProblem = '';
    try {
      await this.openInvoice.execute(invoiceId);
    } catch (error) {
      runInAction(() => (this.invoicesProblem = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /** Adds a card: the gateway's form on a new setup intent; the saved card becomes the default (as Stripe's portal does). */
  async addCardClicked(): Promise<void> {
    if (this.busy) return;
    this.addCardOpen = true;
    this.savedCardId = null;
    this.addCard = { state: 'preparing', problem: '' };
    this.cardForm.intentChanged(null);
    const [loaded, intent] = await Promise.allSettled([this.payments.load(), this.cardGateway.setupIntent()]);
    runInAction(() => {
      if (loaded.status === 'rejected') this.addCard.state = PaymentError.is(loaded.reason, 'not_configured') ? 'not_configured' : 'unavailable';
      else if (intent.status === 'rejected') this.addCard = { state: 'unavailable', problem: errorMessageOf(intent.reason, this.i18n) };
      else this.addCard = { state: 'ready', problem: '' };
    });
    if (this.addCardOpen && intent.status === 'fulfilled' && loaded.status === 'fulfilled') this.cardForm.intentChanged(intent.value);
  }

  async saveCardClicked(): Promise<void> {
    const form = this.cardForm.form;
    if (this.busy || (!form && !this.savedCardId)) return;
    this.busy = 'add-card';
    this.addCard.problem = '';
    try {
      const savedCardId = this.savedCardId ?? (await form?.confirmSetup())?.paymentMethodId;
      if (!savedCardId) return;
      this.savedCardId = savedCardId;
      const cards = await this.setDefaultCard.execute(savedCardId);
      runInAction(() => {
        this.cards = cards;
        this.addCardOpen = false;
        this.savedCardId = null;
      });
      this.cardForm.intentChanged(null);
      this.notifier.success(this.i18n.t('subscription.manage.cards.added'));
    } catch (error) {
      runInAction(() => (this.addCard.problem = PaymentError.is(error) ? error.message : errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  addCardDismissed(): void {
    if (this.busy === 'add-card') return;
    this.addCardOpen = false;
    this.cardForm.intentChanged(null);
  }

  /** A plan change or a reactivation may have charged today: its invoice joins the list. */
  private async reloadInvoices(): Promise<void> {
    try {
      const invoices = await this.invoiceGateway.invoices();
      runInAction(() => (this.invoices = invoices));
    } catch {
      // The list shown stays; it is read again with the page.
    }
  }

  private async load(): Promise<void> {
    this.status = 'loading';
    try {
      const [current, bundles, cards, invoices] = await Promise.all([this.plans.current(), this.plans.bundles(), this.cardGateway.paymentMethods(), this.invoiceGateway.invoices()]);
      runInAction(() => {
        Object.assign(this, { current, bundles, cards, invoices });
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
