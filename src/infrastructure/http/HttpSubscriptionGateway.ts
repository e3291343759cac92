import type { SubscriptionGateway } from '../../application/ports/SubscriptionGateway';
import type { PaymentRequest } from '../../domain/subscription/PaymentAttempt';
import type { CancellationReason, SubscribeOutcome, Subscription } from '../../domain/subscription/Subscription';
import type { ApiClient, Envelope } from './ApiClient';
import { dataOf } from './readers';
import { readSubscribeOutcome, readSubscription } from './subscriptionReaders';
import { readRecord, readString } from './wire';

export class HttpSubscriptionGateway implements SubscriptionGateway {
  constructor(private readonly api: ApiClient) {}

  async subscribe(request: PaymentRequest, idempotencyKey: string): Promise<SubscribeOutcome> {
    const { bundleId, paymentMethodId, skipTrial } = request;
    const envelope = await this.api.send({
      method: 'POST',
      path: '/subscriptions',
      body: { bundleId, paymentMethodId, skipTrial },
      // The server answers a retry with this key as it answered the first send: no second charge.
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return dataOf(envelope, readSubscribeOutcome);
  }

  async verify(subscriptionId: string): Promise<string> {
    return statusOf(await this.api.post('/subscriptions/verify', { subscriptionId }));
  }

  async exchange(bundleId: string): Promise<Subscription> {
    return dataOf(await this.api.post(`/subscriptions/exchange/${encodeURIComponent(bundleId)}`), readSubscription);
  }

  /** The contract's body is `{}`: it has no field for the member's reason, so the reason is not sent. */
  async cancel(_reason: CancellationReason | null): Promise<string> {
    return statusOf(await this.api.post('/subscriptions/cancel'));
  }

  async reactivate(): Promise<string> {
    return statusOf(await this.api.post('/subscriptions/reactivate'));
  }
}

function statusOf(envelope: Envelope): string {
  return readString(dataOf(envelope, readRecord).status, 'data.status');
}
