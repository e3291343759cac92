import type { SubscriptionGateway } from '../../application/ports/SubscriptionGateway';
import type { Bundle, PaymentMethod, SubscribeOutcome, SubscriptionStatus } from '../../domain/subscription/Subscription';
import type { ApiClient, Envelope } from './ApiClient';
import { dataOf } from './readers';
import { readBundle, readPaymentMethod, readSubscribeOutcome } from './subscriptionReaders';
import { malformedAnswer, readArray, readId, readRecord, readSafeUrl, readString } from './wire';

export class HttpSubscriptionGateway implements SubscriptionGateway {
  constructor(private readonly api: ApiClient) {}

  async bundles(): Promise<Bundle[]> {
    return dataOf(await this.api.get('/subscriptions/bundles'), readArray(readBundle));
  }

  async paymentMethods(): Promise<PaymentMethod[]> {
    return dataOf(await this.api.get('/subscriptions/payment-methods'), readArray(readPaymentMethod));
  }

  async setupIntent(): Promise<string> {
    const data = dataOf(await this.api.post('/subscriptions/setup-intent'), readRecord);
    return readString(data.clientSecret, 'data.clientSecret');
  }

  async subscribe(bundleId: string, paymentMethodId: string): Promise<SubscribeOutcome> {
    return dataOf(await this.api.post('/subscriptions', { bundleId, paymentMethodId }), readSubscribeOutcome);
  }

  async cancel(): Promise<SubscriptionStatus> {
    return statusOf(await this.api.post('/subscriptions/cancel'));
  }

  async reactivate(): Promise<SubscriptionStatus> {
    return statusOf(await this.api.post('/subscriptions/reactivate'));
  }

  async verify(subscriptionId: string): Promise<SubscriptionStatus> {
    return statusOf(await this.api.post('/subscriptions/verify', { subscriptionId }));
  }

  async exchange(bundleId: string): Promise<SubscribeOutcome> {
    return dataOf(await this.api.post(`/subscriptions/exchange/${encodeURIComponent(bundleId)}`), readSubscribeOutcome);
  }

  async removePaymentMethod(paymentMethodId: string): Promise<void> {
    await this.api.delete(`/subscriptions/payment-method/${encodeURIComponent(paymentMethodId)}`);
  }

  async setDefaultPaymentMethod(paymentMethodId: string): Promise<PaymentMethod[]> {
    return dataOf(await this.api.post('/subscriptions/payment-method/default', { paymentMethodId }), readArray(readPaymentMethod));
  }

  async invoice(invoiceId: string): Promise<{ id: string; url: string }> {
    const data = dataOf(await this.api.get(`/subscriptions/invoice/${encodeURIComponent(invoiceId)}`), readRecord);
    // A link the app opens: one that is not safe (domain/security/SafeUrl) is no answer it can use.
    const url = readSafeUrl(data.url, 'data.url');
    if (url === null) throw malformedAnswer('data.url');
    return { id: readId(data.id, 'data.id'), url };
  }
}

function statusOf(envelope: Envelope): SubscriptionStatus {
  return readString(dataOf(envelope, readRecord).status, 'data.status');
}
