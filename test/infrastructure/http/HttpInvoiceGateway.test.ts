// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpInvoiceGateway } from '../../../src/infrastructure/http/HttpInvoiceGateway';
import { BASE_URL, leftOutReport, serveFakeApi } from './fakeApi';

const T0 = Date.parse('2026-03-10T09:00:00Z');
const api = serveFakeApi({ now: () => T0 });
const invoices = () => new HttpInvoiceGateway(api.client, api.monitoring);

describe('HttpInvoiceGateway', () => {
  it("lists the member's invoices, newest first", async () => {
    await api.signIn('green-table', 'chiara@demo.test');

    await expect(invoices().invoices()).resolves.toEqual([
      { id: 'in-chiara-greentable-2', number: expect.stringMatching(/^[0-9A-F]{8}-0002$/), amount: 8900, currency: 'EUR', status: 'paid', createdAt: '2025-11-17T09:00:00.000Z' },
      { id: 'in-chiara-greentable-1', number: expect.stringMatching(/^[0-9A-F]{8}-0001$/), amount: 0, currency: 'EUR', status: 'paid', createdAt: '2025-11-10T09:00:00.000Z' },
    ]);
  });

  it('lists an unpaid invoice as open', async () => {
    await api.signIn('green-table', 'paolo@demo.test');

    const [latest] = await invoices().invoices();

    expect(latest).toMatchObject({ amount: 700, status: 'open' });
  });

  it("answers where an invoice can be read, and 404 for another member's", async () => {
    await api.signIn('green-table', 'chiara@demo.test');

    await expect(invoices().invoiceUrl('in-chiara-greentable-2')).resolves.toBe('/demo/invoice.svg?invoice=in-chiara-greentable-2');
    await expect(invoices().invoiceUrl('in-leo-bluenote-1')).rejects.toMatchObject({ status: 404, code: 'InvoiceNotFound' });
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'http://invoices.example/in-1', '//evil.example/in-1'])(
    'refuses an invoice link that is not safe (%j) as MalformedResponse, so the app never opens it',
    async (url) => {
      await api.signIn('green-table', 'chiara@demo.test');
      api.server.use(http.get(`${BASE_URL}/subscriptions/invoice/:id`, () => HttpResponse.json({ data: { id: 'in-1', url } })));

      await expect(invoices().invoiceUrl('in-1')).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data.url' } });
    },
  );

  it('accepts an https link to a hosted invoice', async () => {
    await api.signIn('green-table', 'chiara@demo.test');
    api.server.use(http.get(`${BASE_URL}/subscriptions/invoice/:id`, () => HttpResponse.json({ data: { id: 'in-1', url: 'https://invoice.stripe.com/i/acct_1/in_1' } })));

    await expect(invoices().invoiceUrl('in-1')).resolves.toBe('https://invoice.stripe.com/i/acct_1/in_1');
  });

  it('answers an invoice link as it was checked, never as sent (a browser reads https:host as a path of the app)', async () => {
    await api.signIn('green-table', 'chiara@demo.test');
    api.server.use(http.get(`${BASE_URL}/subscriptions/invoice/:id`, () => HttpResponse.json({ data: { id: 'in-1', url: 'https:invoice.example/in_1' } })));

    await expect(invoices().invoiceUrl('in-1')).resolves.toBe('https://invoice.example/in_1');
  });

  it.each([
    ['an unknown status', { status: 'draft' }, 'status'],
    ['a negative amount', { amount: -100 }, 'amount'],
    ['a date that is no date', { createdAt: 'yesterday' }, 'createdAt'],
  ])('leaves out an invoice with %s, lists the others, and reports it', async (_case, change, field) => {
    await api.signIn('green-table', 'chiara@demo.test');
    const invoice = { id: 'in-2', number: 'A-0002', amount: 900, currency: 'EUR', status: 'paid', createdAt: '2026-03-01T00:00:00.000Z' };
    api.server.use(http.get(`${BASE_URL}/subscriptions/invoices`, () => HttpResponse.json({ data: [{ ...invoice, id: 'in-1', ...change }, invoice] })));

    await expect(invoices().invoices()).resolves.toEqual([invoice]);
    expect(api.monitoring.errors).toEqual([leftOutReport('invoices', field, 'in-1')]);
  });

  it('still turns invoices that are no list into MalformedResponse', async () => {
    await api.signIn('green-table', 'chiara@demo.test');
    api.server.use(http.get(`${BASE_URL}/subscriptions/invoices`, () => HttpResponse.json({ message: 'ok' })));

    await expect(invoices().invoices()).rejects.toMatchObject({ code: ApiError.MALFORMED, details: { field: 'data' } });
  });
});
