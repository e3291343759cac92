import type { PaymentMethodGateway } from '../../application/ports/PaymentMethodGateway';
import type { PaymentMethod } from '../../domain/subscription/Subscription';
import type { ApiClient } from './ApiClient';
import { dataOf } from './readers';
import { readPaymentMethod } from './subscriptionReaders';
import { readArray, readRecord, readString } from './wire';

export class HttpPaymentMethodGateway implements PaymentMethodGateway {
  constructor(private readonly api: ApiClient) {}

  async paymentMethods(): Promise<PaymentMethod[]> {
    return dataOf(await this.api.get('/subscriptions/payment-methods'), readArray(readPaymentMethod));
  }

  async setupIntent(): Promise<string> {
    const data = dataOf(await this.api.post('/subscriptions/setup-intent'), readRecord);
    return readString(data.clientSecret, 'data.clientSecret');
  }

  async removePaymentMethod(paymentMethodId: string): Promise<void> {
    await this.api.delete(`/subscriptions/payment-method/${encodeURIComponent(paymentMethodId)}`);
  }

  async setDefaultPaymentMethod(paymentMethodId: string): Promise<PaymentMethod> {
    return dataOf(await this.api.post('/subscriptions/payment-method/default', { paymentMethodId }), readPaymentMethod);
  }
}
