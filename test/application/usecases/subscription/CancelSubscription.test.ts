import { describe, expect, it } from 'vitest';
import { CancelSubscription } from '../../../../src/application/usecases/subscription/CancelSubscription';
import { InMemorySubscriptionGateway } from '../../../../src/infrastructure/memory/InMemorySubscriptionGateway';
import { sampleBundle, samplePaymentMethod, sampleSubscription } from '../../../../src/infrastructure/memory/samples';

describe('CancelSubscription', () => {
  it('cancels at the end of the paid period: still active, access kept until then', async () => {
    const server = new InMemorySubscriptionGateway({ bundles: [sampleBundle()], paymentMethods: [samplePaymentMethod()], subscription: sampleSubscription() });
    const after = await new CancelSubscription(server, server).execute('too_expensive');
    expect(after).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: '2026-04-01T00:00:00.000Z' });
    expect(server.callsOf('cancel')).toEqual([['too_expensive']]);
  });

  it('fails, changing nothing, when there is nothing to cancel', async () => {
    const server = new InMemorySubscriptionGateway({ bundles: [sampleBundle()] });
    await expect(new CancelSubscription(server, server).execute()).rejects.toMatchObject({ status: 404 });
  });
});
