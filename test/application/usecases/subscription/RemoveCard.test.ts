import { describe, expect, it } from 'vitest';
import { RemoveCard } from '../../../../src/application/usecases/subscription/RemoveCard';
import { InMemorySubscriptionGateway } from '../../../../src/infrastructure/memory/InMemorySubscriptionGateway';
import { sampleBundle, samplePaymentMethod, sampleSubscription } from '../../../../src/infrastructure/memory/samples';

const visa = samplePaymentMethod({ id: 'pm_visa', isDefault: true });
const amex = samplePaymentMethod({ id: 'pm_amex', brand: 'amex', last4: '8431', isDefault: false });

describe('RemoveCard', () => {
  it('removes a card that pays nothing, and answers the cards left', async () => {
    const server = new InMemorySubscriptionGateway({ bundles: [sampleBundle()], paymentMethods: [visa, amex], subscription: sampleSubscription() });
    await expect(new RemoveCard(server).execute('pm_amex')).resolves.toEqual({ kind: 'removed', cards: [visa] });
  });

  it('refuses to remove the default card of a running subscription, and says why', async () => {
    const server = new InMemorySubscriptionGateway({ bundles: [sampleBundle()], paymentMethods: [visa, amex], subscription: sampleSubscription() });
    const removal = await new RemoveCard(server).execute('pm_visa');
    expect(removal.kind).toBe('inUse');
    expect(removal.kind === 'inUse' && removal.reason).toMatch(/\w/);
    expect(server.paymentMethodList).toHaveLength(2);
  });
});
