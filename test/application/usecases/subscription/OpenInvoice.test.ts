import { describe, expect, it } from 'vitest';
import { OpenInvoice } from '../../../../src/application/usecases/subscription/OpenInvoice';
import { InMemoryNewTabOpener } from '../../../../src/infrastructure/memory/InMemoryNewTabOpener';
import { InMemorySubscriptionGateway } from '../../../../src/infrastructure/memory/InMemorySubscriptionGateway';
import { sampleInvoice } from '../../../../src/infrastructure/memory/samples';

describe('OpenInvoice', () => {
  it('opens the invoice’s address in a new tab', async () => {
    const server = new InMemorySubscriptionGateway({ invoices: [sampleInvoice({ id: 'in_1' })] });
    const tabs = new InMemoryNewTabOpener();
    await new OpenInvoice(server, tabs).execute('in_1');
    expect(tabs.opened).toHaveLength(1);
    expect(tabs.opened[0]).toMatch(/^https:\/\//);
  });

  it('opens nothing for an invoice that is not the member’s', async () => {
    const tabs = new InMemoryNewTabOpener();
    await expect(new OpenInvoice(new InMemorySubscriptionGateway(), tabs).execute('in_x')).rejects.toMatchObject({ status: 404 });
    expect(tabs.opened).toEqual([]);
  });
});
