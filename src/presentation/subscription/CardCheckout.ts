import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import { PaymentError } from '../../application/errors/PaymentError';
import type { Clock } from '../../application/ports/Clock';
import type { PaymentGateway } from '../../application/ports/PaymentGateway';
import type { PaymentMethodGateway } from '../../application/ports/PaymentMethodGateway';
import type { PayForPlan, PaymentOutcome } from '../../application/usecases/subscription/PayForPlan';
import type { Bundle } from '../../domain/subscription/Subscription';
import {
  initialSubscriptionFlow,
  subscriptionFlowAfter,
  type SubscriptionFlowEvent,
  type SubscriptionFlowState,
} from '../../domain/subscription/SubscriptionFlow';
import { errorMessageOf } from '../kit/errorMessage';
import type { I18n } from '../i18n/I18n';
import { CardFormMount } from './CardFormMount';
import type { PaidPageKind } from './PaidPageAddress';
import type { SubscribeProgress } from './SubscribeProgress';
import { planViews, type PlanView } from './subscriptionViews';

/** What the card side is doing: its script loads, it is there, or it cannot be (blocked, offline, not configured). */
export type GatewayState = 'idle' | 'loading' | 'ready' | 'unavailable' | 'not_configured';

/**
 * The paid pages' steps from a chosen plan to a payment's outcome (spec §4's subscription flow): a saved card or a
 * new one on the gateway's form, the payment, and what went wrong in words. The screen is the domain's flow machine.
 */
export class CardCheckout {
  flow: SubscriptionFlowState = initialSubscriptionFlow();
  gateway: GatewayState = 'idle';
  /** The setup intent could not be had (the card form cannot mount): said with a retry. */
  intentProblem = '';
  /** A problem with what was typed in the card form (it stays as typed). */
  cardProblem = '';
  /** The gateway's card form on the payment screen. */
  readonly cardForm: CardFormMount;

  constructor(
    private readonly cards: Pick<PaymentMethodGateway, 'setupIntent'>,
    private readonly payForPlan: Pick<PayForPlan, 'execute'>,
    private readonly payments: Pick<PaymentGateway, 'load' | 'mountCardForm'>,
    clock: Pick<Clock, 'schedule'>,
    private readonly i18n: I18n,
    private readonly kind: PaidPageKind,
    private readonly progress: SubscribeProgress,
    /** A payment went through: what follows it runs before the page stops being busy. */
    private readonly paid: () => Promise<void>,
  ) {
    this.cardForm = new CardFormMount(payments, clock, (error) => runInAction(() => (this.gateway = PaymentError.is(error, 'not_configured') ? 'not_configured' : 'unavailable')));
    makeAutoObservable<CardCheckout, 'cards' | 'payForPlan' | 'payments' | 'i18n' | 'kind' | 'progress' | 'paid'>(
      this,
      { cards: false, payForPlan: false, payments: false, i18n: false, kind: false, progress: false, paid: false, cardForm: false },
      { autoBind: true },
    );
  }

  get selectedPlan(): PlanView | null {
    const selected = this.flow.selected;
    return selected ? (planViews([selected as Bundle], this.i18n, { kind: this.kind, guest: false })[0] ?? null) : null;
  }

  /** The summary above the card steps: the trial and then the price, or the price. */
  get summary(): string {
    const plan = this.selectedPlan;
    if (!plan) return '';
    return plan.trial && !this.flow.skipTrial ? plan.trial : `${plan.price} ${plan.cadence}`;
  }

  /** Under the plan summary: a subscription renews (a one-off purchase has nothing to say there). */
  get renewalLine(): string | null {
    return this.kind === 'subscribe' ? this.i18n.t('subscription.summary.renewal') : null;
  }

  /** The terms line above the pay button. */
  get termsLine(): string {
    return this.i18n.t(this.kind === 'subscribe' ? 'subscription.cardForm.termsSubscribe' : 'subscription.cardForm.termsPurchase');
  }

  /** The payment button: what it will do, including trying again the same payment. */
  get payLabel(): string {
    const plan = this.selectedPlan;
    if (!plan) return '';
    return this.i18n.t(plan.trial && !this.flow.skipTrial ? 'subscription.pay.startTrial' : this.kind === 'paywall' ? 'subscription.pay.buy' : 'subscription.pay.subscribe', { price: plan.price });
  }

  /** The card form's pay button: trying the same payment again after no answer, or paying. */
  get payButtonLabel(): string {
    return this.progress.notice && this.flow.paymentMethodId ? this.i18n.t('common.retry') : this.payLabel;
  }

  /** The card form's pay button: nothing under way, and a saved card to charge again or a form ready to save one. */
  get canPay(): boolean {
    return this.progress.action === null && (this.flow.paymentMethodId !== null || (this.gateway === 'ready' && this.cardForm.ready));
  }

  /** The card steps begin with the plan chosen: the member's saved cards first, if one can pay, else the card form. */
  async begin(plan: Bundle, hasSavedCards: boolean): Promise<void> {
    this.apply({ type: 'planChosen', plan, hasSavedCards });
    if (this.flow.screen === 'payment_screen') await this.prepareCardForm();
  }

  /** Pays with a card the member saved before (one the page has checked can pay). */
  async savedCardChosen(paymentMethodId: string): Promise<void> {
    if (this.progress.action) return;
    this.apply({ type: 'savedCardChosen', paymentMethodId });
    await this.pay();
  }

  newCardChosen(): void {
    if (this.progress.action) return;
    this.apply({ type: 'newCardChosen' });
    void this.prepareCardForm();
  }

  /** The pay button under the card form: saves the card, then pays with it (or pays again after no answer). */
  async payClicked(): Promise<void> {
    if (this.progress.action) return;
    if (this.flow.paymentMethodId) {
      await this.pay();
      return;
    }
    const form = this.cardForm.form;
    if (!form) return;
    this.progress.action = 'saving-card';
    this.cardProblem = '';
    this.progress.notice = '';
    try {
      const { paymentMethodId } = await form.confirmSetup();
      runInAction(() => this.apply({ type: 'cardSaved', paymentMethodId }));
    } catch (error) {
      runInAction(() => {
        this.progress.action = null;
        // The form's own checks, or the gateway out of reach: the card typed stays, to be sent again.
        if (PaymentError.is(error, 'incomplete') || PaymentError.is(error, 'unavailable')) this.cardProblem = error.message;
        else this.apply({ type: 'setupIntentFailed', reason: PaymentError.is(error) ? error.message : errorMessageOf(error, this.i18n) });
      });
      return;
    }
    runInAction(() => (this.progress.action = null));
    await this.pay();
  }

  /** payment_error: the same card again (a new attempt: the server has answered the last one). */
  async retryClicked(): Promise<void> {
    if (this.progress.action) return;
    const setupFailed = this.flow.screen === 'setup_intent_error';
    this.apply({ type: 'retryRequested' });
    if (setupFailed) await this.prepareCardForm();
    else await this.pay();
  }

  anotherCardClicked(): void {
    if (this.progress.action) return;
    this.apply({ type: 'anotherCardRequested' });
    if (this.flow.screen === 'payment_screen') void this.prepareCardForm();
  }

  /** card_fingerprint_error: pay now, without the free trial this card already had. */
  async payWithoutTrialClicked(): Promise<void> {
    if (this.progress.action) return;
    this.apply({ type: 'trialSkipped' });
    await this.pay();
  }

  backClicked(): void {
    if (this.progress.action) return;
    this.apply({ type: 'backClicked' });
    this.progress.notice = '';
    if (this.flow.screen === 'payment_screen') void this.prepareCardForm();
  }

  /** Payment form retry: the script again, or the setup intent again. */
  async cardFormRetryClicked(): Promise<void> {
    if (this.progress.action) return;
    await this.prepareCardForm();
  }

  /** The page goes: its card form with it. */
  unmount(): void {
    this.cardForm.unmount();
  }

  /** The card form needs the gateway's script and a setup intent; both are asked for at once. */
  private async prepareCardForm(): Promise<void> {
    this.progress.action = 'preparing';
    this.progress.notice = '';
    this.cardProblem = '';
    this.intentProblem = '';
    if (this.gateway !== 'ready') this.gateway = 'loading';
    const [loaded, intent] = await Promise.allSettled([this.payments.load(), this.cards.setupIntent()]);
    runInAction(() => {
      this.progress.action = null;
      if (loaded.status === 'rejected') {
        this.gateway = PaymentError.is(loaded.reason, 'not_configured') ? 'not_configured' : 'unavailable';
        return;
      }
      this.gateway = 'ready';
      if (intent.status === 'rejected') this.intentProblem = errorMessageOf(intent.reason, this.i18n);
      else this.apply({ type: 'setupIntentReady', clientSecret: intent.value });
    });
  }

  private async pay(): Promise<void> {
    const { selected, paymentMethodId, skipTrial } = this.flow;
    if (!selected || !paymentMethodId) return;
    this.progress.action = 'paying';
    this.progress.notice = '';
    let outcome: PaymentOutcome;
    try {
      outcome = await this.payForPlan.execute({ bundleId: selected.id, paymentMethodId, skipTrial });
    } catch (error) {
      runInAction(() => {
        this.progress.action = null;
        // No answer: the payment may have gone through. Trying again sends the same attempt, never a second charge.
        if (ApiError.is(error) && error.status === 0) this.progress.notice = this.i18n.t('subscription.pay.noAnswer');
        else this.apply({ type: 'paymentFailed', reason: errorMessageOf(error, this.i18n) });
      });
      return;
    }
    await this.paymentEnded(outcome);
  }

  private async paymentEnded(outcome: PaymentOutcome): Promise<void> {
    switch (outcome.kind) {
      case 'declined':
        runInAction(() => {
          this.progress.action = null;
          this.apply({ type: 'paymentFailed', reason: outcome.reason ?? this.i18n.t('subscription.error.declinedNoReason') });
        });
        return;
      case 'trialAlreadyUsed':
        runInAction(() => {
          this.progress.action = null;
          this.apply({ type: 'fingerprintRejected' });
        });
        return;
      case 'alreadySubscribed':
      case 'paid':
        runInAction(() => this.apply({ type: 'paymentSucceeded' }));
        await this.paid();
        runInAction(() => (this.progress.action = null));
    }
  }

  private apply(event: SubscriptionFlowEvent): void {
    this.flow = subscriptionFlowAfter(this.flow, event);
    // A form on another intent, or off its screen, must never confirm anything.
    this.cardForm.intentChanged(this.flow.screen === 'payment_screen' ? this.flow.clientSecret : null);
  }
}
