import type { InvoiceGateway } from '../../application/ports/InvoiceGateway';
import type { Monitoring } from '../../application/ports/Monitoring';
import type { Invoice } from '../../domain/subscription/Subscription';
import type { ApiClient } from './ApiClient';
import { dataOf } from './readers';
import { readInvoice } from './subscriptionReaders';
import { listReaderOf, malformedAnswer, readRecord, readSafeUrl, type ListReader } from './wire';

export class HttpInvoiceGateway implements InvoiceGateway {
  private readonly readList: ListReader;

  constructor(
    private readonly api: ApiClient,
    monitoring: Pick<Monitoring, 'reportError'>,
  ) {
    this.readList = listReaderOf(monitoring);
  }

  async invoices(): Promise<Invoice[]> {
    return dataOf(await this.api.get('/subscriptions/invoices'), this.readList('invoices', readInvoice));
  }

  async invoiceUrl(invoiceId: string): Promise<string> {
    const data = dataOf(await this.api.get(`/subscriptions/invoice/${encodeURIComponent(invoiceId)}`), readRecord);
    // A link the app opens in a new tab: one that is not safe (domain/security/SafeUrl) is no answer it can use.
    const url = readSafeUrl(data.url, 'data.url');
    if (url === null) throw malformedAnswer('data.url');
    return url;
  }
}
