import type { PaymentMethodGateway } from '../../application/ports/PaymentMethodGateway';
import type { Monitoring } from '../../application/ports/Monitoring';
import type { PaymentMethod } from '../../domain/subscription/Subscription';
import type { ApiClient } from './ApiClient';
import { dataOf } from './readers';
import { readPaymentMethod } from './subscriptionReaders';
import { listReaderOf, readRecord, readString, type ListReader } from './wire';

export class HttpPaymentMethodGateway implements PaymentMethodGateway {
  private readonly readList: ListReader;

  constructor(
    private readonly api: ApiClient,
    monitoring: Pick<Monitoring, 'reportError'>,
  ) {
    this.readList = listReaderOf(monitoring);
  }

  async paymentMethods(): Promise<PaymentMethod[]> {
    return dataOf(await this.api.get('/subscriptions/payment-methods'), this.readList('payment methods', readPaymentMethod));
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
