import type { PaymentMethod } from '../../../domain/subscription/Subscription';
import { ApiError } from '../../errors/ApiError';
import type { PaymentMethodGateway } from '../../ports/PaymentMethodGateway';

export type CardRemoval = { kind: 'removed'; cards: PaymentMethod[] } | { kind: 'inUse'; reason: string };

/**
 * Removes a saved card. The default card of a subscription that is still running cannot go (409
 * DefaultPaymentMethodInUse): the member is told why, and that another card must become the default first.
 */
export class RemoveCard {
  constructor(private readonly cards: Pick<PaymentMethodGateway, 'removePaymentMethod' | 'paymentMethods'>) {}

  async execute(paymentMethodId: string): Promise<CardRemoval> {
    try {
      await this.cards.removePaymentMethod(paymentMethodId);
    } catch (error) {
      if (ApiError.is(error, 'DefaultPaymentMethodInUse')) return { kind: 'inUse', reason: error.message };
      throw error;
    }
    return { kind: 'removed', cards: await this.cards.paymentMethods() };
  }
}
export const REMOVE_CARD = Symbol.for('RemoveCard');
