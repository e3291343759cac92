import { describe, expect, it } from 'vitest';
import { SetDefaultCard } from '../../../../src/application/usecases/subscription/SetDefaultCard';
import { InMemorySubscriptionGateway } from '../../../../src/infrastructure/memory/InMemorySubscriptionGateway';
import { samplePaymentMethod } from '../../../../src/infrastructure/memory/samples';

describe('SetDefaultCard', () => {
  it('makes a card the default one, the others not, and answers the cards as they now are', async () => {
    const server = new InMemorySubscriptionGateway({
      paymentMethods: [samplePaymentMethod({ id: 'pm_visa', isDefault: true }), samplePaymentMethod({ id: 'pm_amex', isDefault: false })],
    });
    const cards = await new SetDefaultCard(server).execute('pm_amex');
    expect(cards.map((card) => [card.id, card.isDefault])).toEqual([
      ['pm_visa', false],
      ['pm_amex', true],
    ]);
  });
});
