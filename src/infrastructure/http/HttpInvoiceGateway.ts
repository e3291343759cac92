import type { InvoiceGateway } from '../../application/ports/InvoiceGateway';
import type { Invoice } from '../../domain/subscription/Subscription';
import type { ApiClient } from './ApiClient';
import { dataOf } from './readers';
import { readInvoice } from './subscriptionReaders';
import { malformedAnswer, readArray, readRecord, readSafeUrl } from './wire';

export class HttpInvoiceGateway implements InvoiceGateway {
  constructor(private readonly api: ApiClient) {}

  async invoices(): Promise<Invoice[]> {
    return dataOf(await this.api.get('/subscriptions/invoices'), readArray(readInvoice));
  }

  async invoiceUrl(invoiceId: string): Promise<string> {
    const data = dataOf(await this.api.get(`/subscriptions/invoice/${encodeURIComponent(invoiceId)}`), readRecord);
    // A link the app opens in a new tab: one that is not safe (domain/security/SafeUrl) is no answer it can use.
    const url = readSafeUrl(data.url, 'data.url');
    if (url === null) throw malformedAnswer('data.url');
    return url;
  }
}
