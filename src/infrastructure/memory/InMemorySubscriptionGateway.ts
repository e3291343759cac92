import { ApiError } from '../../application/errors/ApiError';
import type { SubscriptionGateway } from '../../application/ports/SubscriptionGateway';
import type { Bundle, PaymentMethod, SubscribeOutcome, SubscriptionStatus } from '../../domain/subscription/Subscription';
import { play, ScriptedGateway, type Scripted } from './ScriptedGateway';

/**
 * Bundles, saved cards and one subscription. Subscribing succeeds at once unless an outcome was
 * queued (e.g. `requires_action` with a client secret, or a 402 PaymentFailed).
 */
export class InMemorySubscriptionGateway extends ScriptedGateway<keyof SubscriptionGateway> implements SubscriptionGateway {
  readonly bundleList: Bundle[];
  paymentMethodList: PaymentMethod[];
  status: SubscriptionStatus | null = null;
  private readonly subscribeOutcomes: Scripted<SubscribeOutcome>[] = [];
  private readonly exchangeOutcomes: Scripted<SubscribeOutcome>[] = [];
  private intents = 0;

  constructor(seed: { bundles?: Bundle[]; paymentMethods?: PaymentMethod[] } = {}) {
    super();
    this.bundleList = [...(seed.bundles ?? [])];
    this.paymentMethodList = [...(seed.paymentMethods ?? [])];
  }

  queueSubscribe(...outcomes: Scripted<SubscribeOutcome>[]): void {
    this.subscribeOutcomes.push(...outcomes);
  }

  queueExchange(...outcomes: Scripted<SubscribeOutcome>[]): void {
    this.exchangeOutcomes.push(...outcomes);
  }

  async bundles(): Promise<Bundle[]> {
    this.enter('bundles');
    return structuredClone(this.bundleList);
  }

  async paymentMethods(): Promise<PaymentMethod[]> {
    this.enter('paymentMethods');
    return structuredClone(this.paymentMethodList);
  }

  async setupIntent(): Promise<string> {
    this.enter('setupIntent');
    return `seti_secret_${++this.intents}`;
  }

  async subscribe(bundleId: string, paymentMethodId: string): Promise<SubscribeOutcome> {
    this.enter('subscribe', bundleId, paymentMethodId);
    this.findBundle(bundleId);
    this.findPaymentMethod(paymentMethodId);
    const outcome = play(this.subscribeOutcomes.shift() ?? { status: 'active' });
    this.status = outcome.status;
    return outcome;
  }

  async cancel(): Promise<SubscriptionStatus> {
    this.enter('cancel');
    return this.changeStatus('canceled');
  }

  async reactivate(): Promise<SubscriptionStatus> {
    this.enter('reactivate');
    return this.changeStatus('active');
  }

  async verify(subscriptionId: string): Promise<SubscriptionStatus> {
    this.enter('verify', subscriptionId);
    return this.changeStatus('active');
  }

  async exchange(bundleId: string): Promise<SubscribeOutcome> {
    this.enter('exchange', bundleId);
    this.findBundle(bundleId);
    const outcome = play(this.exchangeOutcomes.shift() ?? { status: 'active' });
    this.status = outcome.status;
    return outcome;
  }

  async removePaymentMethod(paymentMethodId: string): Promise<void> {
    this.enter('removePaymentMethod', paymentMethodId);
    this.findPaymentMethod(paymentMethodId);
    this.paymentMethodList = this.paymentMethodList.filter((method) => method.id !== paymentMethodId);
  }

  async setDefaultPaymentMethod(paymentMethodId: string): Promise<PaymentMethod[]> {
    this.enter('setDefaultPaymentMethod', paymentMethodId);
    this.findPaymentMethod(paymentMethodId);
    this.paymentMethodList = this.paymentMethodList.map((method) => ({ ...method, isDefault: method.id === paymentMethodId }));
    return structuredClone(this.paymentMethodList);
  }

  async invoice(invoiceId: string): Promise<{ id: string; url: string }> {
    this.enter('invoice', invoiceId);
    return { id: invoiceId, url: `https://invoices.example/${encodeURIComponent(invoiceId)}.pdf` };
  }

  private changeStatus(status: SubscriptionStatus): SubscriptionStatus {
    if (this.status === null) throw new ApiError(404, 'SubscriptionNotFound', 'You have no subscription.');
    this.status = status;
    return status;
  }

  private findBundle(bundleId: string): Bundle {
    const bundle = this.bundleList.find((candidate) => candidate.id === bundleId);
    if (!bundle) throw new ApiError(404, 'BundleNotFound', 'This offer is not available any more.');
    return bundle;
  }

  private findPaymentMethod(paymentMethodId: string): PaymentMethod {
    const method = this.paymentMethodList.find((candidate) => candidate.id === paymentMethodId);
    if (!method) throw new ApiError(404, 'PaymentMethodNotFound', 'This card is not saved any more.');
    return method;
  }
}
