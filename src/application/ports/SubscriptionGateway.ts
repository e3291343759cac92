import type { PaymentRequest } from '../../domain/subscription/PaymentAttempt';
import type { CancellationReason, Subscription, SubscribeOutcome } from '../../domain/subscription/Subscription';

/**
 * Subscribing and changing a subscription. Failures are ApiErrors with the contract's codes: 402
 * PaymentFailed, 409 CardFingerprintAlreadyUsed, 409 AlreadySubscribed.
 */
export interface SubscriptionGateway {
  /** Sent with the `Idempotency-Key` header: the same key is the same payment. */
  subscribe(request: PaymentRequest, idempotencyKey: string): Promise<SubscribeOutcome>;
  /** After a passed 3-D Secure check. */
  verify(subscriptionId: string): Promise<string>;
  /** Switches the current subscription to another plan. */
  exchange(bundleId: string): Promise<Subscription>;
  /**
   * Cancels at the end of the paid period. The contract's body is `{}`: the reason the member gave has no field
   * on the wire yet, so the HTTP adapter does not send it (an adapter that can, does).
   */
  cancel(reason: CancellationReason | null): Promise<string>;
  reactivate(): Promise<string>;
}
export const SUBSCRIPTION_GATEWAY = Symbol.for('SubscriptionGateway');
