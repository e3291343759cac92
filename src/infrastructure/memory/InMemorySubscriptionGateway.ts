import { ApiError } from '../../application/errors/ApiError';
import type { InvoiceGateway } from '../../application/ports/InvoiceGateway';
import type { PaymentMethodGateway } from '../../application/ports/PaymentMethodGateway';
import type { PlanGateway } from '../../application/ports/PlanGateway';
import type { SubscriptionGateway } from '../../application/ports/SubscriptionGateway';
import type { PaymentRequest } from '../../domain/subscription/PaymentAttempt';
import {
  givesAccess,
  planChangeStartsAt,
  type Bundle,
  type CancellationReason,
  type Invoice,
  type PaymentMethod,
  type SubscribeOutcome,
  type Subscription,
} from '../../domain/subscription/Subscription';
import { addInterval, planChangeDue, startingTerms, unusedShare } from '../fake-api/rules/billing';
import { CARD_HAD_ITS_TRIAL, trialDaysOfNewSubscription } from '../fake-api/rules/freeTrial';
import { ScriptedGateway } from './ScriptedGateway';

type PaidNetworkMethod = keyof PlanGateway | keyof SubscriptionGateway | keyof PaymentMethodGateway | keyof InvoiceGateway;

/**
 * What the server does with the next `subscribe` whose key it has not seen:
 * - an ApiError with an HTTP status (402 PaymentFailed, 409 …): it refuses, and that refusal is the key's answer;
 * - `'requires_action'`: the bank asks for 3-D Secure; the subscription waits, incomplete, for `verify`;
 * - `'answer_lost'`: it takes the payment, but the answer never arrives (the client times out), so a retry
 *   with the same key gets the payment's answer and pays nothing more.
 * A transport failure before the server (a timeout with nothing done) is `failNext('subscribe', timeoutError())`.
 */
export type SubscribeScript = ApiError | 'requires_action' | 'answer_lost';

export interface PaidNetworkSeed {
  /** The plans the network sells. */
  bundles?: Bundle[];
  /** Plans no longer sold that a seeded subscription may still be on (kept, changed or cancelled, never sold again). */
  retiredBundles?: Bundle[];
  paymentMethods?: PaymentMethod[];
  subscription?: Subscription | null;
  /** Newest first, as the server lists them. */
  invoices?: Invoice[];
  /** Payment method ids of cards that already had a free trial on this network. */
  cardsThatHadATrial?: string[];
  /** The server's clock (trial ends, renewals); a test passes a fixed one. */
  now?: () => number;
}

/** The client's timeout (ApiClient), for scripting a payment whose answer never came. */
export function timeoutError(): ApiError {
  return new ApiError(0, ApiError.TIMEOUT, 'The server took too long to answer.');
}

export function paymentFailed(message = 'Your card has insufficient funds.'): ApiError {
  return new ApiError(402, 'PaymentFailed', message);
}

export function cardFingerprintAlreadyUsed(): ApiError {
  return new ApiError(CARD_HAD_ITS_TRIAL.status, CARD_HAD_ITS_TRIAL.code, CARD_HAD_ITS_TRIAL.message);
}

interface SubscriptionState {
  view: Subscription;
  paymentMethodId: string;
  currentPeriodStart: string | null;
  /** While incomplete: the trial it starts with once verified. */
  pendingTrialDays: number;
}

type Answer = { outcome: SubscribeOutcome } | { refusal: ApiError };

/**
 * The paid side of a network (the four ports of api-contract.md's subscription calls) over one shared
 * state, so a test sees a subscription it paid for in `current()`, its card in `paymentMethods()` and its
 * invoice in `invoices()`. It keeps the server's rules the app relies on (one trial per card, no second
 * subscription, the default card of a running subscription stays, a plan change billed as the domain's
 * `planChangeStartsAt` states it), and its idempotency: the first answer to a key, a
 * refusal included, is the answer to every retry, and nothing is paid twice. `keysSent` and
 * `subscriptionsCreated` let a use-case test check "one payment per attempt".
 */
export class InMemorySubscriptionGateway
  extends ScriptedGateway<PaidNetworkMethod>
  implements PlanGateway, SubscriptionGateway, PaymentMethodGateway, InvoiceGateway {
  bundleList: Bundle[];
  paymentMethodList: PaymentMethod[];
  /** Newest first. */
  invoiceList: Invoice[];
  /** Subscriptions the server created (each charged, or its trial started, once), whatever the retries. */
  subscriptionsCreated = 0;
  private readonly retiredBundles: Bundle[];
  private readonly cardsThatHadATrial: Set<string>;
  private readonly now: () => number;
  private readonly subscribeScripts: SubscribeScript[] = [];
  private readonly answers = new Map<string, { request: string; answer: Answer }>();
  private subscriptionState: SubscriptionState | null;
  private sequence = 0;

  constructor(seed: PaidNetworkSeed = {}) {
    super();
    this.bundleList = structuredClone(seed.bundles ?? []);
    this.retiredBundles = structuredClone(seed.retiredBundles ?? []);
    this.paymentMethodList = structuredClone(seed.paymentMethods ?? []);
    this.invoiceList = structuredClone(seed.invoices ?? []);
    this.cardsThatHadATrial = new Set(seed.cardsThatHadATrial ?? []);
    this.now = seed.now ?? (() => Date.now());
    this.subscriptionState = seed.subscription
      ? { view: structuredClone(seed.subscription), paymentMethodId: this.defaultCard()?.id ?? '', currentPeriodStart: null, pendingTrialDays: 0 }
      : null;
  }

  /** What the server does with the next new subscribes, in order; afterwards it carries them out by its rules. */
  queueSubscribe(...scripts: SubscribeScript[]): void {
    this.subscribeScripts.push(...scripts);
  }

  /** The Idempotency-Keys of every subscribe sent, retries included, in order. */
  get keysSent(): string[] {
    return this.callsOf('subscribe').map((args) => args[1] as string);
  }

  /** The member's subscription as the server holds it (null: none). */
  get subscription(): Subscription | null {
    return this.subscriptionState ? structuredClone(this.subscriptionState.view) : null;
  }

  // --- PlanGateway ---------------------------------------------------------------------------------

  async bundles(): Promise<Bundle[]> {
    this.enter('bundles');
    return structuredClone(this.bundleList);
  }

  async current(): Promise<Subscription | null> {
    this.enter('current');
    return this.subscription;
  }

  // --- SubscriptionGateway -------------------------------------------------------------------------

  async subscribe(request: PaymentRequest, idempotencyKey: string): Promise<SubscribeOutcome> {
    this.enter('subscribe', structuredClone(request), idempotencyKey);
    const sent = JSON.stringify([request.bundleId, request.paymentMethodId, request.skipTrial]);
    const earlier = this.answers.get(idempotencyKey);
    if (earlier) {
      if (earlier.request !== sent) throw new ApiError(422, 'IdempotencyKeyReused', 'This Idempotency-Key was sent with another payment.');
      return replay(earlier.answer);
    }
    const script = this.subscribeScripts.shift();
    // No answer and nothing done: like a request that never reached the server.
    if (script instanceof ApiError && script.status === 0) throw script;
    let answer: Answer;
    try {
      answer = { outcome: this.carryOut(request, script) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      answer = { refusal: error };
    }
    this.answers.set(idempotencyKey, { request: sent, answer });
    if (script === 'answer_lost') throw timeoutError();
    return replay(answer);
  }

  async verify(subscriptionId: string): Promise<string> {
    this.enter('verify', subscriptionId);
    const state = this.subscriptionState;
    if (!state || state.view.id !== subscriptionId) throw new ApiError(404, 'SubscriptionNotFound', 'This subscription does not exist.');
    if (state.view.status === 'incomplete') this.start(state, state.pendingTrialDays);
    return state.view.status;
  }

  async exchange(bundleId: string): Promise<Subscription> {
    this.enter('exchange', bundleId);
    const target = this.offeredBundle(bundleId);
    const state = this.running('You have no subscription to change.');
    const current = this.bundleOf(state.view.bundleId);
    if (current.interval === 'once' || target.interval === 'once') {
      throw new ApiError(409, 'SubscriptionStateConflict', 'A one-off purchase cannot be exchanged for another plan.');
    }
    if (state.view.status === 'past_due') {
      throw new ApiError(409, 'SubscriptionStateConflict', 'Your last payment failed. Make a working card the default one before changing plan.');
    }
    if (target.id !== current.id && state.view.status === 'active' && planChangeStartsAt(current, target) === 'today') {
      const { due, newPeriod } = planChangeDue(current, target, unusedShare(state.currentPeriodStart, state.view.currentPeriodEnd, this.now()));
      if (newPeriod) {
        const now = this.isoNow();
        state.currentPeriodStart = now;
        state.view.currentPeriodEnd = addInterval(now, target.interval);
      }
      this.invoice(Math.max(0, due), target.currency);
    }
    this.switchTo(state, target);
    return structuredClone(state.view);
  }

  /** The reason is recorded with the call (`callsOf('cancel')`), as a server that takes one would keep it. */
  async cancel(reason: CancellationReason | null = null): Promise<string> {
    this.enter('cancel', reason);
    const state = this.running('You have no subscription to cancel.');
    if (state.view.interval === 'once') throw new ApiError(409, 'SubscriptionStateConflict', 'A one-off purchase has nothing to cancel.');
    state.view.cancelAtPeriodEnd = true;
    return state.view.status;
  }

  /** Undoes a cancellation; a subscription that has ended starts again on its plan, charged to the default card. */
  async reactivate(): Promise<string> {
    this.enter('reactivate');
    const state = this.subscriptionState;
    if (state && givesAccess(state.view)) {
      state.view.cancelAtPeriodEnd = false;
      return state.view.status;
    }
    if (!state || state.view.status !== 'canceled') throw new ApiError(404, 'SubscriptionNotFound', 'You have no subscription to reactivate.');
    const bundle = this.offeredBundle(state.view.bundleId);
    const card = this.defaultCard();
    if (!card) throw new ApiError(409, 'PaymentMethodRequired', 'Add a card to reactivate your subscription.');
    const renewed: SubscriptionState = { view: this.newSubscriptionView(bundle), paymentMethodId: card.id, currentPeriodStart: null, pendingTrialDays: 0 };
    this.subscriptionState = renewed;
    this.start(renewed, 0);
    return renewed.view.status;
  }

  // --- PaymentMethodGateway ------------------------------------------------------------------------

  async paymentMethods(): Promise<PaymentMethod[]> {
    this.enter('paymentMethods');
    return structuredClone(this.paymentMethodList);
  }

  async setupIntent(): Promise<string> {
    this.enter('setupIntent');
    const intent = ++this.sequence;
    return `seti_${intent}_secret_${intent}`;
  }

  async removePaymentMethod(paymentMethodId: string): Promise<void> {
    this.enter('removePaymentMethod', paymentMethodId);
    const method = this.savedCard(paymentMethodId);
    const state = this.subscriptionState;
    if (state && givesAccess(state.view) && state.view.interval !== 'once' && (method.isDefault || state.paymentMethodId === method.id)) {
      throw new ApiError(409, 'DefaultPaymentMethodInUse', 'This card pays for your subscription. Make another card the default one before removing it.');
    }
    this.paymentMethodList = this.paymentMethodList.filter((candidate) => candidate.id !== paymentMethodId);
    const next = this.paymentMethodList[0];
    if (method.isDefault && next) next.isDefault = true;
  }

  /** A card the payment form just saved is attached by this call, as the server does. */
  async setDefaultPaymentMethod(paymentMethodId: string): Promise<PaymentMethod> {
    this.enter('setDefaultPaymentMethod', paymentMethodId);
    const method = this.attachCard(paymentMethodId);
    this.makeDefault(method.id);
    const state = this.subscriptionState;
    if (state && givesAccess(state.view) && state.view.interval !== 'once') {
      state.paymentMethodId = method.id;
      // What a past-due subscription owes is paid with the new card.
      if (state.view.status === 'past_due') {
        for (const invoice of this.invoiceList) if (invoice.status === 'open') invoice.status = 'paid';
        state.view.status = 'active';
      }
    }
    return structuredClone(method);
  }

  // --- InvoiceGateway ------------------------------------------------------------------------------

  async invoices(): Promise<Invoice[]> {
    this.enter('invoices');
    return structuredClone(this.invoiceList);
  }

  async invoiceUrl(invoiceId: string): Promise<string> {
    this.enter('invoiceUrl', invoiceId);
    if (!this.invoiceList.some((invoice) => invoice.id === invoiceId)) throw new ApiError(404, 'InvoiceNotFound', 'This invoice does not exist.');
    return `https://invoices.example/${encodeURIComponent(invoiceId)}.pdf`;
  }

  // --- the server's rules --------------------------------------------------------------------------

  private carryOut(request: PaymentRequest, script: SubscribeScript | undefined): SubscribeOutcome {
    if (script instanceof ApiError) throw script;
    const bundle = this.offeredBundle(request.bundleId);
    if (this.subscriptionState && givesAccess(this.subscriptionState.view)) {
      throw new ApiError(409, 'AlreadySubscribed', 'You already have a subscription to this network.');
    }
    this.attachCard(request.paymentMethodId);
    const trialDays = trialDaysOfNewSubscription(bundle, request.skipTrial, () => this.cardsThatHadATrial.has(request.paymentMethodId));
    if (typeof trialDays !== 'number') throw cardFingerprintAlreadyUsed();
    const state: SubscriptionState = { view: this.newSubscriptionView(bundle), paymentMethodId: request.paymentMethodId, currentPeriodStart: null, pendingTrialDays: trialDays };
    this.subscriptionState = state;
    this.subscriptionsCreated += 1;
    if (script === 'requires_action') {
      const clientSecret = `pi_${state.view.id}_secret`;
      return { subscriptionId: state.view.id, status: 'requires_action', clientSecret };
    }
    this.start(state, trialDays);
    return { subscriptionId: state.view.id, status: state.view.status === 'trialing' ? 'trialing' : 'active', clientSecret: null };
  }

  private newSubscriptionView(bundle: Bundle): Subscription {
    return {
      id: `sub-${++this.sequence}`,
      bundleId: bundle.id,
      bundleTitle: bundle.title,
      status: 'incomplete',
      price: bundle.price,
      currency: bundle.currency,
      interval: bundle.interval,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      trialEnd: null,
    };
  }

  /** Paid or verified: a purchase for good, a trial (first invoice 0), or a first period charged now; its card becomes the default. */
  private start(state: SubscriptionState, trialDays: number): void {
    const { view } = state;
    const { status, currentPeriodStart, currentPeriodEnd, trialEnd, firstInvoice } = startingTerms(view, trialDays, this.isoNow());
    Object.assign(view, { status, currentPeriodEnd, trialEnd });
    state.currentPeriodStart = currentPeriodStart;
    state.pendingTrialDays = 0;
    if (trialEnd !== null) this.cardsThatHadATrial.add(state.paymentMethodId);
    this.invoice(firstInvoice, view.currency);
    this.makeDefault(state.paymentMethodId);
  }

  private switchTo(state: SubscriptionState, bundle: Bundle): void {
    Object.assign(state.view, { bundleId: bundle.id, bundleTitle: bundle.title, price: bundle.price, currency: bundle.currency, interval: bundle.interval });
  }

  private invoice(amount: number, currency: string): void {
    const ordinal = this.invoiceList.length + 1;
    this.invoiceList.unshift({ id: `in-${++this.sequence}`, number: `MEM-${String(ordinal).padStart(4, '0')}`, amount, currency, status: 'paid', createdAt: this.isoNow() });
  }

  private running(problem: string): SubscriptionState {
    const state = this.subscriptionState;
    if (!state || !givesAccess(state.view)) throw new ApiError(404, 'SubscriptionNotFound', problem);
    return state;
  }

  private offeredBundle(bundleId: string): Bundle {
    const bundle = this.bundleList.find((candidate) => candidate.id === bundleId);
    if (!bundle) throw new ApiError(404, 'BundleNotFound', 'This plan is not offered on this network.');
    return bundle;
  }

  private bundleOf(bundleId: string): Bundle {
    const bundle = [...this.bundleList, ...this.retiredBundles].find((candidate) => candidate.id === bundleId);
    if (bundle) return bundle;
    // A seeded subscription to a plan the test did not list: its own view says what the plan is.
    const view = this.subscriptionState?.view;
    if (view?.bundleId === bundleId) {
      return { id: view.bundleId, title: view.bundleTitle, description: null, price: view.price, currency: view.currency, interval: view.interval, intervalType: view.interval, freemium: 0, hasFreemium: false };
    }
    throw new ApiError(404, 'BundleNotFound', 'This plan is not offered on this network.');
  }

  private savedCard(paymentMethodId: string): PaymentMethod {
    const method = this.paymentMethodList.find((candidate) => candidate.id === paymentMethodId);
    if (!method) throw new ApiError(404, 'PaymentMethodNotFound', 'This card is not saved any more.');
    return method;
  }

  /** A card named for the first time is the one the payment form just saved: the member's from now on. */
  private attachCard(paymentMethodId: string): PaymentMethod {
    const saved = this.paymentMethodList.find((candidate) => candidate.id === paymentMethodId);
    if (saved) return saved;
    const card: PaymentMethod = {
      id: paymentMethodId,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: new Date(this.now()).getUTCFullYear() + 3,
      isDefault: !this.defaultCard(),
    };
    this.paymentMethodList.push(card);
    return card;
  }

  private defaultCard(): PaymentMethod | undefined {
    return this.paymentMethodList.find((method) => method.isDefault);
  }

  private makeDefault(paymentMethodId: string): void {
    for (const method of this.paymentMethodList) method.isDefault = method.id === paymentMethodId;
  }

  private isoNow(): string {
    return new Date(this.now()).toISOString();
  }
}

function replay(answer: Answer): SubscribeOutcome {
  if ('refusal' in answer) throw answer.refusal;
  return structuredClone(answer.outcome);
}
