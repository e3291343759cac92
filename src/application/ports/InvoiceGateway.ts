import type { Invoice } from '../../domain/subscription/Subscription';

export interface InvoiceGateway {
  /** Newest first. */
  invoices(): Promise<Invoice[]>;
  /** Where the invoice can be read (a safe URL, or the answer is malformed). */
  invoiceUrl(invoiceId: string): Promise<string>;
}
export const INVOICE_GATEWAY = Symbol.for('InvoiceGateway');
