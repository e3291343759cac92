import { makeAutoObservable, runInAction } from 'mobx';
import type { InvoiceGateway } from '../../application/ports/InvoiceGateway';
import type { OpenInvoice } from '../../application/usecases/subscription/OpenInvoice';
import type { Invoice } from '../../domain/subscription/Subscription';
import { errorMessageOf } from '../kit/errorMessage';
import type { I18n } from '../i18n/I18n';
import type { ManageBusy } from './ManageBusy';
import { formatMoney } from './subscriptionViews';

export interface InvoiceView {
  id: string;
  number: string;
  date: string;
  amount: string;
  status: string;
}

/** The subscription page's invoices: listed newest first as the server gives them, each opened in a new tab. */
export class InvoicesSection {
  invoices: Invoice[] = [];
  invoicesProblem = '';

  constructor(
    private readonly invoiceGateway: Pick<InvoiceGateway, 'invoices'>,
    private readonly openInvoice: Pick<OpenInvoice, 'execute'>,
    private readonly i18n: I18n,
    private readonly busy: ManageBusy,
  ) {
    makeAutoObservable<InvoicesSection, 'invoiceGateway' | 'openInvoice' | 'i18n' | 'busy'>(this, { invoiceGateway: false, openInvoice: false, i18n: false, busy: false }, { autoBind: true });
  }

  get invoiceViews(): InvoiceView[] {
    return this.invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      date: this.i18n.formatDate(invoice.createdAt),
      amount: formatMoney(invoice.amount, invoice.currency, this.i18n.locale),
      status: this.i18n.t(`subscription.manage.invoice.${invoice.status}`),
    }));
  }

  /** The member's invoices, read with the rest of the page. */
  fetch(): Promise<Invoice[]> {
    return this.invoiceGateway.invoices();
  }

  async invoiceClicked(invoiceId: string): Promise<void> {
    const failure = await this.busy.during(`invoice:${invoiceId}`, async () => {
      this.invoicesProblem = '';
      await this.openInvoice.execute(invoiceId);
    });
    if (failure) runInAction(() => (this.invoicesProblem = errorMessageOf(failure.error, this.i18n)));
  }

  /** A plan change or a reactivation may have charged today: its invoice joins the list. */
  async reload(): Promise<void> {
    try {
      const invoices = await this.invoiceGateway.invoices();
      runInAction(() => (this.invoices = invoices));
    } catch {
      // The list shown stays; it is read again with the page.
    }
  }
}
