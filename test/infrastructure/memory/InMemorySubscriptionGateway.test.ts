import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { InMemorySubscriptionGateway } from '../../../src/infrastructure/memory/InMemorySubscriptionGateway';
import { sampleBundle, samplePaymentMethod } from '../../../src/infrastructure/memory/samples';

describe('InMemorySubscriptionGateway', () => {
  it('subscribes, cancels, reactivates, and plays queued outcomes', async () => {
    const subscriptions = new InMemorySubscriptionGateway({ bundles: [sampleBundle()], paymentMethods: [samplePaymentMethod()] });
    subscriptions.queueSubscribe({ status: 'requires_action', clientSecret: 'pi_secret' }, new ApiError(402, 'PaymentFailed', 'Declined'));

    await expect(subscriptions.cancel()).rejects.toMatchObject({ status: 404 });
    await expect(subscriptions.subscribe('bundle-1', 'pm-1')).resolves.toEqual({ status: 'requires_action', clientSecret: 'pi_secret' });
    await expect(subscriptions.subscribe('bundle-1', 'pm-1')).rejects.toMatchObject({ status: 402, code: 'PaymentFailed' });
    await expect(subscriptions.subscribe('bundle-1', 'pm-1')).resolves.toEqual({ status: 'active' });
    await expect(subscriptions.cancel()).resolves.toBe('canceled');
    await expect(subscriptions.reactivate()).resolves.toBe('active');
  });

  it('moves the default card and removes cards', async () => {
    const subscriptions = new InMemorySubscriptionGateway({
      paymentMethods: [samplePaymentMethod({ id: 'pm-1', isDefault: true }), samplePaymentMethod({ id: 'pm-2', isDefault: false })],
    });

    const methods = await subscriptions.setDefaultPaymentMethod('pm-2');
    expect(methods.map((method) => [method.id, method.isDefault])).toEqual([['pm-1', false], ['pm-2', true]]);
    await subscriptions.removePaymentMethod('pm-1');
    await expect(subscriptions.paymentMethods()).resolves.toEqual([expect.objectContaining({ id: 'pm-2' })]);
  });
});
