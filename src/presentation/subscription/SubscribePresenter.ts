import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import { PaymentError } from '../../application/errors/PaymentError';
import type { Clock } from '../../application/ports/Clock';
import type { Navigator } from '../../application/ports/Navigator';
import type { PaymentGateway } from '../../application/ports/PaymentGateway';
import type { PaymentMethodGateway } from '../../application/ports/PaymentMethodGateway';
import type { PlanGateway } from '../../application/ports/PlanGateway';
import type { Session } from '../../application/session/Session';
import type { PayForPlan, PaymentOutcome } from '../../application/usecases/subscription/PayForPlan';
import type { ReactivateSubscription } from '../../application/usecases/subscription/ReactivateSubscription';
import type { RefreshAccess } from '../../application/usecases/subscription/RefreshAccess';
import { visitorStateOf } from '../../domain/access/AccessPolicy';
import { afterLoginDestination } from '../../domain/access/SessionChangeDestinations';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { isCardExpired, type Bundle, type PaymentMethod, type Subscription } from '../../domain/subscription/Subscription';
import {
  initialSubscriptionFlow,
  subscriptionFlowAfter,
  type SubscriptionFlowEvent,
  type SubscriptionFlowState,
} from '../../domain/subscription/SubscriptionFlow';
import type { AuthController } from '../auth';
import { CardFormMount } from './CardFormMount';
import { errorMessageOf } from '../kit/errorMessage';
import { watchViewer } from '../kit/watchViewer';
import type { I18n } from '../i18n/I18n';
import { cadenceOf, cardView, formatMoney, planViews, successView, type CardView, type PlanView, type SuccessView } from './subscriptionViews';

/** `subscribe`: the plans of a subscribable network; `paywall`: the one-off purchase of a purchasable one. */
export type PaidPageKind = 'subscribe' | 'paywall';

export interface PaidPageAddress {
  kind: PaidPageKind;
  /** `?deny_reason=`: why the member was sent here. */
  denyReason: string | null;
  /** `?plan=`: the plan a guest chose before signing in. */
  planId: string | null;
  /** `?from=`: the page that sent the member here, where access leads back to. */
  returnPath: string | null;
}

/** What the card side is doing: its script loads, it is there, or it cannot be (blocked, offline, not configured). */
export type GatewayState = 'idle' | 'loading' | 'ready' | 'unavailable' | 'not_configured';

type Busy = null | 'preparing' | 'saving-card' | 'paying' | 'reactivating' | 'continuing';

/**
 * The subscribe and paywall pages (spec §4's subscription flow): the plans, then a saved card or a new
 * one, the payment and what followed it. The screen is the domain's flow machine; this presenter runs what each
 * screen needs (the saved cards, a setup intent, the card form, the payment) and says what went wrong in words.
 */
export class SubscribePresenter {
  offer: 'loading' | 'failed' | 'ready' = 'loading';
  bundles: Bundle[] = [];
  loadFailure = '';
  savedCards: PaymentMethod[] = [];
  flow: SubscriptionFlowState = initialSubscriptionFlow();
  busy: Busy = null;
  gateway: GatewayState = 'idle';
  /** The setup intent could not be had (the card form cannot mount): said with a retry. */
  intentProblem = '';
  /** A problem with what was typed in the card form (it stays as typed). */
  cardProblem = '';
  /** A step that got no answer, or failed outside the flow's screens: said above the screen, which stays. */
  notice = '';
  /** The member's subscription: what a reactivation renews, and after success what was bought (renewal, trial end). */
  current: Subscription | null = null;
  /** The gateway's card form on the payment screen. */
  readonly cardForm: CardFormMount;
  private pendingPlanId: string | null;

  constructor(
    private readonly address: PaidPageAddress,
    private readonly plans: Pick<PlanGateway, 'bundles' | 'current'>,
    private readonly cards: Pick<PaymentMethodGateway, 'paymentMethods' | 'setupIntent'>,
    private readonly payForPlan: Pick<PayForPlan, 'execute'>,
    private readonly reactivateSubscription: Pick<ReactivateSubscription, 'execute'>,
    private readonly refreshAccess: Pick<RefreshAccess, 'execute'>,
    private readonly payments: Pick<PaymentGateway, 'load' | 'mountCardForm'>,
    private readonly session: Pick<Session, 'membership' | 'network'>,
    private readonly auth: Pick<AuthController, 'open'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly clock: Pick<Clock, 'now' | 'schedule'>,
    private readonly i18n: I18n,
  ) {
    this.pendingPlanId = address.planId;
    this.cardForm = new CardFormMount(payments, clock, (error) => runInAction(() => (this.gateway = PaymentError.is(error, 'not_configured') ? 'not_configured' : 'unavailable')));
    makeAutoObservable<SubscribePresenter, 'address' | 'plans' | 'cards' | 'payForPlan' | 'reactivateSubscription' | 'refreshAccess' | 'payments' | 'session' | 'auth' | 'navigator' | 'clock' | 'i18n' | 'pendingPlanId'>(
      this,
      {
        address: false, plans: false, cards: false, payForPlan: false, reactivateSubscription: false, refreshAccess: false, payments: false,
        session: false, auth: false, navigator: false, clock: false, i18n: false, cardForm: false, pendingPlanId: false,
      },
      { autoBind: true },
    );
  }

  mount(): () => void {
    void this.loadOffer();
    const stopWatchingMember = watchViewer(this.session, (memberId) => memberId && this.memberArrived(), { immediately: false });
    const stopWatchingAccess = reaction(
      () => this.hasAccess,
      (access) => access && this.flow.screen === 'presentation' && this.leaveForTheNetwork(),
      { fireImmediately: true },
    );
    return () => {
      stopWatchingMember();
      stopWatchingAccess();
      this.cardForm.unmount();
    };
  }

  get kind(): PaidPageKind {
    return this.address.kind;
  }

  get networkName(): string {
    return this.session.network?.name ?? '';
  }

  get isGuest(): boolean {
    return this.session.membership === null;
  }

  private get hasAccess(): boolean {
    return this.session.membership?.isAccessAuthorized === true;
  }

  get title(): string {
    return this.i18n.t(this.kind === 'subscribe' ? 'subscription.title.subscribe' : 'subscription.title.paywall', { name: this.networkName });
  }

  /** The tab's name for the page (the network's name follows it). */
  get pageTitle(): string {
    return this.i18n.t(this.kind === 'subscribe' ? 'subscription.tab.subscribe' : 'subscription.tab.paywall');
  }

  /** Why the member is here, above the plans: the reason of the address, else the membership's own. */
  get explanation(): string {
    const membership = this.session.membership;
    const reason = membership && !membership.isAccessAuthorized ? (this.address.denyReason ?? membership.accessDenyReason) : null;
    if (reason) {
      const key = `subscription.reason.${reason}`;
      return this.i18n.has(key) ? this.i18n.t(key) : this.i18n.t('subscription.reason.other');
    }
    return this.i18n.t(this.kind === 'subscribe' ? 'subscription.intro.subscribe' : 'subscription.intro.paywall', { name: this.networkName });
  }

  /** spec §2 `/subscribe?deny_reason=canceled`: the member's subscription has ended; it can come back as it was. */
  get offersReactivation(): boolean {
    return !this.isGuest && !this.hasAccess && (this.address.denyReason ?? this.session.membership?.accessDenyReason) === 'canceled';
  }

  /** What reactivating does: the plan it renews and the price charged today, when known. */
  get reactivation(): string {
    const current = this.current;
    if (!current) return this.i18n.t('subscription.reactivate.body');
    const price = `${formatMoney(current.price, current.currency, this.i18n.locale)} ${cadenceOf(current.interval, this.i18n)}`;
    return this.i18n.t(current.status === 'canceled' ? 'subscription.reactivate.bodyCharged' : 'subscription.reactivate.bodyKept', { plan: current.bundleTitle, price });
  }

  /** Under the plans, for a guest: what signing in leads to. */
  get guestHint(): string {
    return this.i18n.t(this.kind === 'subscribe' ? 'subscription.guest.subscribe' : 'subscription.guest.paywall');
  }

  /** Under the plan summary: a subscription renews (a one-off purchase has nothing to say there). */
  get renewalLine(): string | null {
    return this.kind === 'subscribe' ? this.i18n.t('subscription.summary.renewal') : null;
  }

  /** The terms line above the pay button. */
  get termsLine(): string {
    return this.i18n.t(this.kind === 'subscribe' ? 'subscription.cardForm.termsSubscribe' : 'subscription.cardForm.termsPurchase');
  }

  /** The summary above the card steps: the trial and then the price, or the price. */
  get summary(): string {
    const plan = this.selectedPlan;
    if (!plan) return '';
    return plan.trial && !this.flow.skipTrial ? plan.trial : `${plan.price} ${plan.cadence}`;
  }

  /** The card form's pay button: trying the same payment again after no answer, or paying. */
  get payButtonLabel(): string {
    return this.notice && this.flow.paymentMethodId ? this.i18n.t('common.retry') : this.payLabel;
  }

  get planViews(): PlanView[] {
    return planViews(this.bundles, this.i18n, { kind: this.kind, guest: this.isGuest });
  }

  get cardViews(): CardView[] {
    const now = new Date(this.clock.now());
    return this.savedCards.map((card) => cardView(card, this.i18n, isCardExpired(card, now)));
  }

  get selectedPlan(): PlanView | null {
    const selected = this.flow.selected;
    return selected ? (planViews([selected as Bundle], this.i18n, { kind: this.kind, guest: false })[0] ?? null) : null;
  }

  get success(): SuccessView | null {
    return this.flow.screen === 'payment_success' && this.flow.selected ? successView(this.flow.selected, this.current, this.i18n) : null;
  }

  /** The payment button: what it will do, including trying again the same payment. */
  get payLabel(): string {
    const plan = this.selectedPlan;
    if (!plan) return '';
    return this.i18n.t(plan.trial && !this.flow.skipTrial ? 'subscription.pay.startTrial' : this.kind === 'paywall' ? 'subscription.pay.buy' : 'subscription.pay.subscribe', { price: plan.price });
  }

  /** The card form's pay button: nothing under way, and a saved card to charge again or a form ready to save one. */
  get canPay(): boolean {
    return this.busy === null && (this.flow.paymentMethodId !== null || (this.gateway === 'ready' && this.cardForm.ready));
  }

  retryLoadClicked(): void {
    void this.loadOffer();
  }

  /** A plan's call to action. A guest signs in or up first and comes back to this plan. */
  async planChosen(planId: string): Promise<void> {
    if (this.busy) return;
    if (this.isGuest) {
      this.pendingPlanId = planId;
      this.navigator.goTo(this.addressWith({ plan: planId }), { replace: true });
      // Sign in or sign up, as the authed-before cookie has it (spec §2): the modal switches either way.
      this.auth.open({ returnPath: null });
      return;
    }
    await this.choosePlan(planId);
  }

  /** Pays with a card the member saved before. */
  async savedCardChosen(paymentMethodId: string): Promise<void> {
    const card = this.cardViews.find((candidate) => candidate.id === paymentMethodId);
    if (this.busy || !card || card.expired) return;
    this.apply({ type: 'savedCardChosen', paymentMethodId });
    await this.pay();
  }

  newCardChosen(): void {
    if (this.busy) return;
    this.apply({ type: 'newCardChosen' });
    void this.prepareCardForm();
  }

  /** The pay button under the card form: saves the card, then pays with it (or pays again after no answer). */
  async payClicked(): Promise<void> {
    if (this.busy) return;
    if (this.flow.paymentMethodId) {
      await this.pay();
      return;
    }
    const form = this.cardForm.form;
    if (!form) return;
    this.busy = 'saving-card';
    this.cardProblem = '';
    this.notice = '';
    try {
      const { paymentMethodId } = await form.confirmSetup();
      runInAction(() => this.apply({ type: 'cardSaved', paymentMethodId }));
    } catch (error) {
      runInAction(() => {
        this.busy = null;
        // The form's own checks, or the gateway out of reach: the card typed stays, to be sent again.
        if (PaymentError.is(error, 'incomplete') || PaymentError.is(error, 'unavailable')) this.cardProblem = error.message;
        else this.apply({ type: 'setupIntentFailed', reason: PaymentError.is(error) ? error.message : errorMessageOf(error, this.i18n) });
      });
      return;
    }
    runInAction(() => (this.busy = null));
    await this.pay();
  }

  /** payment_error: the same card again (a new attempt: the server has answered the last one). */
  async retryClicked(): Promise<void> {
    if (this.busy) return;
    const setupFailed = this.flow.screen === 'setup_intent_error';
    this.apply({ type: 'retryRequested' });
    if (setupFailed) await this.prepareCardForm();
    else await this.pay();
  }

  anotherCardClicked(): void {
    if (this.busy) return;
    this.apply({ type: 'anotherCardRequested' });
    if (this.flow.screen === 'payment_screen') void this.prepareCardForm();
  }

  /** card_fingerprint_error: pay now, without the free trial this card already had. */
  async payWithoutTrialClicked(): Promise<void> {
    if (this.busy) return;
    this.apply({ type: 'trialSkipped' });
    await this.pay();
  }

  backClicked(): void {
    if (this.busy) return;
    this.apply({ type: 'backClicked' });
    this.notice = '';
    if (this.flow.screen === 'payment_screen') void this.prepareCardForm();
  }

  /** `deny_reason=canceled`: the subscription renews as it was, on the saved card. */
  async reactivateClicked(): Promise<void> {
    if (this.busy) return;
    this.busy = 'reactivating';
    this.notice = '';
    try {
      await this.reactivateSubscription.execute();
      runInAction(() => (this.busy = null));
      this.leaveForTheNetwork();
    } catch (error) {
      runInAction(() => {
        this.busy = null;
        this.notice = errorMessageOf(error, this.i18n);
      });
    }
  }

  /** payment_success: into the network, now with access (fetched again if the first fetch failed). */
  async continueClicked(): Promise<void> {
    if (this.busy) return;
    if (!this.hasAccess) {
      this.busy = 'continuing';
      this.notice = '';
      try {
        await this.refreshAccess.execute();
      } catch (error) {
        runInAction(() => {
          this.busy = null;
          this.notice = errorMessageOf(error, this.i18n);
        });
        return;
      }
      runInAction(() => (this.busy = null));
    }
    this.leaveForTheNetwork();
  }

  private async loadOffer(): Promise<void> {
    this.offer = 'loading';
    try {
      const member = !this.isGuest;
      const [bundles, savedCards, current] = await Promise.all([
        this.plans.bundles(),
        member ? this.cards.paymentMethods() : Promise.resolve([]),
        // What a reactivation would renew, and at what price (the page says it before charging).
        member ? this.plans.current().catch(() => null) : Promise.resolve(null),
      ]);
      runInAction(() => {
        this.bundles = bundles.filter((bundle) => (this.kind === 'paywall') === (bundle.interval === 'once'));
        this.savedCards = savedCards;
        this.current = current;
        this.offer = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.offer = 'failed';
        this.loadFailure = errorMessageOf(error, this.i18n);
      });
      return;
    }
    // A guest who chose a plan and then signed in (or came back signed in) goes on with it.
    if (this.pendingPlanId && !this.isGuest && !this.hasAccess) await this.choosePlan(this.pendingPlanId);
  }

  private async memberArrived(): Promise<void> {
    if (this.hasAccess || this.offer !== 'ready') return;
    try {
      const savedCards = await this.cards.paymentMethods();
      runInAction(() => (this.savedCards = savedCards));
    } catch {
      // No saved cards to show: the card form still works.
    }
    if (this.pendingPlanId) await this.choosePlan(this.pendingPlanId);
  }

  private async choosePlan(planId: string): Promise<void> {
    const bundle = this.bundles.find((candidate) => candidate.id === planId);
    this.pendingPlanId = null;
    if (!bundle) return;
    const now = new Date(this.clock.now());
    this.apply({ type: 'planChosen', plan: bundle, hasSavedCards: this.savedCards.some((card) => !isCardExpired(card, now)) });
    if (this.flow.screen === 'payment_screen') await this.prepareCardForm();
  }

  /** The card form needs the gateway's script and a setup intent; both are asked for at once. */
  private async prepareCardForm(): Promise<void> {
    this.busy = 'preparing';
    this.notice = '';
    this.cardProblem = '';
    this.intentProblem = '';
    if (this.gateway !== 'ready') this.gateway = 'loading';
    const [loaded, intent] = await Promise.allSettled([this.payments.load(), this.cards.setupIntent()]);
    runInAction(() => {
      this.busy = null;
      if (loaded.status === 'rejected') {
        this.gateway = PaymentError.is(loaded.reason, 'not_configured') ? 'not_configured' : 'unavailable';
        return;
      }
      this.gateway = 'ready';
      if (intent.status === 'rejected') this.intentProblem = errorMessageOf(intent.reason, this.i18n);
      else this.apply({ type: 'setupIntentReady', clientSecret: intent.value });
    });
  }

  /** Payment form retry: the script again, or the setup intent again. */
  async cardFormRetryClicked(): Promise<void> {
    if (this.busy) return;
    await this.prepareCardForm();
  }

  private async pay(): Promise<void> {
    const { selected, paymentMethodId, skipTrial } = this.flow;
    if (!selected || !paymentMethodId) return;
    this.busy = 'paying';
    this.notice = '';
    let outcome: PaymentOutcome;
    try {
      outcome = await this.payForPlan.execute({ bundleId: selected.id, paymentMethodId, skipTrial });
    } catch (error) {
      runInAction(() => {
        this.busy = null;
        // No answer: the payment may have gone through. Trying again sends the same attempt, never a second charge.
        if (ApiError.is(error) && error.status === 0) this.notice = this.i18n.t('subscription.pay.noAnswer');
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
          this.busy = null;
          this.apply({ type: 'paymentFailed', reason: outcome.reason ?? this.i18n.t('subscription.error.declinedNoReason') });
        });
        return;
      case 'trialAlreadyUsed':
        runInAction(() => {
          this.busy = null;
          this.apply({ type: 'fingerprintRejected' });
        });
        return;
      case 'alreadySubscribed':
      case 'paid': {
        runInAction(() => this.apply({ type: 'paymentSucceeded' }));
        // What was bought and until when, and the access it gives: failures here leave the success as it is.
        const [bought] = await Promise.allSettled([this.plans.current(), this.refreshAccess.execute()]);
        runInAction(() => {
          this.busy = null;
          if (bought.status === 'fulfilled') this.current = bought.value;
        });
      }
    }
  }

  private apply(event: SubscriptionFlowEvent): void {
    this.flow = subscriptionFlowAfter(this.flow, event);
    // A form on another intent, or off its screen, must never confirm anything.
    this.cardForm.intentChanged(this.flow.screen === 'payment_screen' ? this.flow.clientSecret : null);
  }

  /** Spec §4: a member with access goes to the page that sent them here, or the network's home. */
  private leaveForTheNetwork(): void {
    const network = this.session.network;
    const destination = network && afterLoginDestination(network, visitorStateOf(this.session.membership), this.address.returnPath);
    this.navigator.goTo(destination ?? NETWORK_PATHS.home, { replace: true });
  }

  /** This page's address with a plan chosen (kept through a sign-in, a reload, a redirect to a provider). */
  private addressWith({ plan }: { plan: string }): string {
    const params = new URLSearchParams();
    if (this.address.denyReason) params.set('deny_reason', this.address.denyReason);
    if (this.address.returnPath) params.set('from', this.address.returnPath);
    params.set('plan', plan);
    const path = this.kind === 'subscribe' ? NETWORK_PATHS.subscribe : NETWORK_PATHS.paywall;
    return `${path}?${params.toString()}`;
  }
}
