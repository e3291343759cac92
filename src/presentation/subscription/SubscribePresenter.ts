import { makeAutoObservable, reaction } from 'mobx';
import type { Navigator } from '../../application/ports/Navigator';
import type { Session } from '../../application/session/Session';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import type { SubscriptionFlowState } from '../../domain/subscription/SubscriptionFlow';
import type { AuthController } from '../auth';
import { watchViewer } from '../kit/watchViewer';
import type { I18n } from '../i18n/I18n';
import type { CardCheckout, GatewayState } from './CardCheckout';
import type { CardFormMount } from './CardFormMount';
import type { PaidAccess } from './PaidAccess';
import type { PaidPageAddress, PaidPageKind } from './PaidPageAddress';
import type { PlanOffer } from './PlanOffer';
import { SubscribeProgress, type SubscribeAction } from './SubscribeProgress';
import { successView, type CardView, type PlanView, type SuccessView } from './subscriptionViews';

/**
 * The subscribe and paywall pages (spec §4's subscription flow): the plans (PlanOffer), then a saved card or a new
 * one and the payment (CardCheckout), and the access that follows (PaidAccess), one action at a time across them
 * (SubscribeProgress). The parts are built by factories from composition; this presenter keeps the page's API, a
 * guest's sign-in before a plan, and what the page does when the member arrives or has access.
 */
export class SubscribePresenter {
  private readonly progress = new SubscribeProgress();
  readonly checkout: CardCheckout;
  readonly access: PaidAccess;
  private pendingPlanId: string | null;

  constructor(
    private readonly address: PaidPageAddress,
    readonly planOffer: PlanOffer,
    cardCheckout: (progress: SubscribeProgress, paid: () => Promise<void>) => CardCheckout,
    paidAccess: (progress: SubscribeProgress) => PaidAccess,
    private readonly session: Pick<Session, 'membership'>,
    private readonly auth: Pick<AuthController, 'open'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly i18n: I18n,
  ) {
    this.pendingPlanId = address.planId;
    // Callbacks are arrows: autoBind only applies once makeAutoObservable has run, below.
    this.checkout = cardCheckout(this.progress, () => this.paymentWentThrough());
    this.access = paidAccess(this.progress);
    makeAutoObservable<SubscribePresenter, 'address' | 'session' | 'auth' | 'navigator' | 'i18n' | 'progress' | 'pendingPlanId'>(
      this,
      { address: false, planOffer: false, checkout: false, access: false, session: false, auth: false, navigator: false, i18n: false, progress: false, pendingPlanId: false },
      { autoBind: true },
    );
  }

  mount(): () => void {
    void this.loadOffer();
    const stopWatchingMember = watchViewer(this.session, (memberId) => memberId && this.memberArrived(), { immediately: false });
    const stopWatchingAccess = reaction(
      () => this.access.hasAccess,
      (access) => access && this.flow.screen === 'presentation' && this.access.leaveForTheNetwork(),
      { fireImmediately: true },
    );
    return () => {
      stopWatchingMember();
      stopWatchingAccess();
      this.checkout.unmount();
    };
  }

  get kind(): PaidPageKind {
    return this.address.kind;
  }

  get networkName(): string {
    return this.planOffer.networkName;
  }

  get isGuest(): boolean {
    return this.planOffer.isGuest;
  }

  get title(): string {
    return this.i18n.t(this.kind === 'subscribe' ? 'subscription.title.subscribe' : 'subscription.title.paywall', { name: this.networkName });
  }

  /** The tab's name for the page (the network's name follows it). */
  get pageTitle(): string {
    return this.i18n.t(this.kind === 'subscribe' ? 'subscription.tab.subscribe' : 'subscription.tab.paywall');
  }

  get offer(): PlanOffer['status'] {
    return this.planOffer.status;
  }

  get loadFailure(): string {
    return this.planOffer.loadFailure;
  }

  get explanation(): string {
    return this.planOffer.explanation;
  }

  get offersReactivation(): boolean {
    return this.planOffer.offersReactivation;
  }

  get reactivation(): string {
    return this.planOffer.reactivation;
  }

  get guestHint(): string {
    return this.planOffer.guestHint;
  }

  get planViews(): PlanView[] {
    return this.planOffer.planViews;
  }

  get cardViews(): CardView[] {
    return this.planOffer.cardViews;
  }

  /** What the page is doing, one action at a time across its parts. */
  get busy(): SubscribeAction {
    return this.progress.action;
  }

  /** A step that got no answer, or failed outside the flow's screens: said above the screen, which stays. */
  get notice(): string {
    return this.progress.notice;
  }

  get flow(): SubscriptionFlowState {
    return this.checkout.flow;
  }

  get gateway(): GatewayState {
    return this.checkout.gateway;
  }

  get intentProblem(): string {
    return this.checkout.intentProblem;
  }

  get cardProblem(): string {
    return this.checkout.cardProblem;
  }

  get cardForm(): CardFormMount {
    return this.checkout.cardForm;
  }

  get selectedPlan(): PlanView | null {
    return this.checkout.selectedPlan;
  }

  get summary(): string {
    return this.checkout.summary;
  }

  get renewalLine(): string | null {
    return this.checkout.renewalLine;
  }

  get termsLine(): string {
    return this.checkout.termsLine;
  }

  get payLabel(): string {
    return this.checkout.payLabel;
  }

  get payButtonLabel(): string {
    return this.checkout.payButtonLabel;
  }

  get canPay(): boolean {
    return this.checkout.canPay;
  }

  /** payment_success: what was bought (as read after the payment) and what comes next. */
  get success(): SuccessView | null {
    return this.flow.screen === 'payment_success' && this.flow.selected ? successView(this.flow.selected, this.planOffer.current, this.i18n) : null;
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

  /** Pays with a card the member saved before, unless it has expired. */
  async savedCardChosen(paymentMethodId: string): Promise<void> {
    const card = this.cardViews.find((candidate) => candidate.id === paymentMethodId);
    if (!card || card.expired) return;
    await this.checkout.savedCardChosen(paymentMethodId);
  }

  newCardChosen(): void {
    this.checkout.newCardChosen();
  }

  payClicked(): Promise<void> {
    return this.checkout.payClicked();
  }

  retryClicked(): Promise<void> {
    return this.checkout.retryClicked();
  }

  anotherCardClicked(): void {
    this.checkout.anotherCardClicked();
  }

  payWithoutTrialClicked(): Promise<void> {
    return this.checkout.payWithoutTrialClicked();
  }

  backClicked(): void {
    this.checkout.backClicked();
  }

  cardFormRetryClicked(): Promise<void> {
    return this.checkout.cardFormRetryClicked();
  }

  reactivateClicked(): Promise<void> {
    return this.access.reactivateClicked();
  }

  continueClicked(): Promise<void> {
    return this.access.continueClicked();
  }

  private async loadOffer(): Promise<void> {
    await this.planOffer.load();
    // A guest who chose a plan and then signed in (or came back signed in) goes on with it.
    if (this.offer === 'ready' && this.pendingPlanId && !this.isGuest && !this.access.hasAccess) await this.choosePlan(this.pendingPlanId);
  }

  private async memberArrived(): Promise<void> {
    if (this.access.hasAccess || this.offer !== 'ready') return;
    await this.planOffer.savedCardsRead();
    if (this.pendingPlanId) await this.choosePlan(this.pendingPlanId);
  }

  private async choosePlan(planId: string): Promise<void> {
    const bundle = this.planOffer.bundles.find((candidate) => candidate.id === planId);
    this.pendingPlanId = null;
    if (bundle) await this.checkout.begin(bundle, this.planOffer.hasUsableSavedCard());
  }

  /** What was bought and until when, and the access it gives: failures here leave the success as it is. */
  private async paymentWentThrough(): Promise<void> {
    await Promise.allSettled([this.planOffer.currentRead(), this.access.refresh()]);
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
