import type { InvoiceGateway } from '../../ports/InvoiceGateway';
import type { NewTabOpener } from '../../ports/NewTabOpener';

/** Opens an invoice (its hosted page or PDF) in a new tab. */
export class OpenInvoice {
  constructor(
    private readonly invoices: Pick<InvoiceGateway, 'invoiceUrl'>,
    private readonly tabs: NewTabOpener,
  ) {}

  execute(invoiceId: string): Promise<void> {
    return this.tabs.open(() => this.invoices.invoiceUrl(invoiceId));
  }
}
export const OPEN_INVOICE = Symbol.for('OpenInvoice');
