import type { PaymentMethod } from '../../../domain/subscription/Subscription';
import type { PaymentMethodGateway } from '../../ports/PaymentMethodGateway';

/** Makes a saved card the one that pays the renewals; answers the cards as they now are. */
export class SetDefaultCard {
  constructor(private readonly cards: Pick<PaymentMethodGateway, 'setDefaultPaymentMethod' | 'paymentMethods'>) {}

  async execute(paymentMethodId: string): Promise<PaymentMethod[]> {
    await this.cards.setDefaultPaymentMethod(paymentMethodId);
    return this.cards.paymentMethods();
  }
}
export const SET_DEFAULT_CARD = Symbol.for('SetDefaultCard');
