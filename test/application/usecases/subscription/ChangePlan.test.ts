import { describe, expect, it } from 'vitest';
import { ChangePlan } from '../../../../src/application/usecases/subscription/ChangePlan';
import { InMemorySubscriptionGateway } from '../../../../src/infrastructure/memory/InMemorySubscriptionGateway';
import { sampleBundle, samplePaymentMethod, sampleSubscription } from '../../../../src/infrastructure/memory/samples';

describe('ChangePlan', () => {
  const monthly = sampleBundle({ id: 'monthly', title: 'Monthly', price: 900, interval: 'month' });
  const yearly = sampleBundle({ id: 'yearly', title: 'Yearly', price: 8900, interval: 'year' });

  it('moves the subscription to another plan of the network', async () => {
    const server = new InMemorySubscriptionGateway({
      bundles: [monthly, yearly],
      paymentMethods: [samplePaymentMethod()],
      subscription: sampleSubscription({ bundleId: 'monthly', bundleTitle: 'Monthly', price: 900 }),
      now: () => Date.parse('2026-03-15T00:00:00Z'),
    });
    await expect(new ChangePlan(server).execute('yearly')).resolves.toMatchObject({ bundleId: 'yearly', bundleTitle: 'Yearly', interval: 'year', price: 8900 });
  });

  it('keeps a plan the network no longer offers until the member changes it, and refuses a plan that does not exist', async () => {
    const retired = sampleBundle({ id: 'legacy', title: 'Founders', price: 500 });
    const server = new InMemorySubscriptionGateway({
      bundles: [monthly],
      retiredBundles: [retired],
      paymentMethods: [samplePaymentMethod()],
      subscription: sampleSubscription({ bundleId: 'legacy', bundleTitle: 'Founders', price: 500 }),
    });
    await expect(new ChangePlan(server).execute('nope')).rejects.toMatchObject({ status: 404 });
    await expect(new ChangePlan(server).execute('monthly')).resolves.toMatchObject({ bundleId: 'monthly' });
  });
});
