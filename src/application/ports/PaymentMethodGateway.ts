import type { PaymentMethod } from '../../domain/subscription/Subscription';

/** The member's saved cards. Removing the default card of an active subscription is a 409 DefaultPaymentMethodInUse. */
export interface PaymentMethodGateway {
  paymentMethods(): Promise<PaymentMethod[]>;
  /** The client secret of a new setup intent, which the card form confirms (PaymentGateway). */
  setupIntent(): Promise<string>;
  removePaymentMethod(paymentMethodId: string): Promise<void>;
  setDefaultPaymentMethod(paymentMethodId: string): Promise<PaymentMethod>;
}
export const PAYMENT_METHOD_GATEWAY = Symbol.for('PaymentMethodGateway');
