import type { Bundle, PaymentMethod, SubscribeOutcome, SubscriptionStatus } from '../../domain/subscription/Subscription';

export interface SubscriptionGateway {
  bundles(): Promise<Bundle[]>;
  paymentMethods(): Promise<PaymentMethod[]>;
  setupIntent(): Promise<string>;
  /** 402 PaymentFailed, 409 CardFingerprintAlreadyUsed. */
  subscribe(bundleId: string, paymentMethodId: string): Promise<SubscribeOutcome>;
  cancel(): Promise<SubscriptionStatus>;
  reactivate(): Promise<SubscriptionStatus>;
  verify(subscriptionId: string): Promise<SubscriptionStatus>;
  exchange(bundleId: string): Promise<SubscribeOutcome>;
  removePaymentMethod(paymentMethodId: string): Promise<void>;
  setDefaultPaymentMethod(paymentMethodId: string): Promise<PaymentMethod[]>;
  /** Where the invoice can be downloaded. */
  invoice(invoiceId: string): Promise<{ id: string; url: string }>;
}
export const SUBSCRIPTION_GATEWAY = Symbol.for('SubscriptionGateway');
