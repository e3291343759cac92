import type { TestCardBehaviour } from './paymentMessages';

export interface TestCard {
  /** The 16 digits, without spaces. */
  number: string;
  behaviour: TestCardBehaviour;
  /**
   * Stripe's test PaymentMethod that a back end in test mode charges as Stripe would (the fake back end
   * included); null for a card declined at setup, which never reaches the back end.
   */
  paymentMethodId: string | null;
}

/** Stripe's test cards as api-contract.md "Payments outside the wire" lists them, in the order the hint shows them. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', behaviour: 'succeeds', paymentMethodId: 'pm_card_visa' },
  { number: '4000000000000002', behaviour: 'declinedAtSetup', paymentMethodId: null },
  { number: '4000002760003184', behaviour: 'needsAuthentication', paymentMethodId: 'pm_card_authenticationRequired' },
  { number: '4000000000009995', behaviour: 'declinedAtPayment', paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' },
];
