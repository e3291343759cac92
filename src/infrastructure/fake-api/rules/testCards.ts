import { fail } from '../FakeApiError';
import { stableNumber } from './deterministic';

/** What happens when a card is charged (or checked before a free trial). */
export type CardCharge =
  | { kind: 'succeeds' }
  | { kind: 'declined'; message: string }
  /** The bank wants the card holder to confirm (3-D Secure): only possible while the member is there. */
  | { kind: 'needs_authentication' };

export interface TestCard {
  brand: string;
  last4: string;
  /** Same card number, same fingerprint, whoever saved it: how a card's one free trial is told. */
  fingerprint: string;
  charge: CardCharge;
}

/**
 * Stripe's test PaymentMethod ids (api-contract.md "Payments outside the wire") behave here as in Stripe's
 * test mode, with Stripe's decline messages. Any other `pm_…` id is a card that pays.
 */
const TEST_CARDS: Readonly<Record<string, Omit<TestCard, 'fingerprint'>>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', charge: { kind: 'succeeds' } },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', charge: { kind: 'succeeds' } },
  pm_card_amex: { brand: 'amex', last4: '8431', charge: { kind: 'succeeds' } },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', charge: { kind: 'declined', message: 'Your card was declined.' } },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', charge: { kind: 'declined', message: 'Your card has insufficient funds.' } },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', charge: { kind: 'needs_authentication' } },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3220', charge: { kind: 'needs_authentication' } },
};

const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]+$/;

export function isPaymentMethodId(value: string): boolean {
  return PAYMENT_METHOD_ID.test(value);
}

/** The card behind a payment method id; 422 for text that is no payment method id. */
export function testCardOf(paymentMethodId: string): TestCard {
  if (!isPaymentMethodId(paymentMethodId)) {
    fail(422, 'ValidationError', 'The payment method is not valid.', { fields: { paymentMethodId: 'Not a payment method id.' } });
  }
  const card = TEST_CARDS[paymentMethodId] ?? { brand: 'visa', last4: String(stableNumber(paymentMethodId, 1000, 9999)), charge: { kind: 'succeeds' } };
  return { ...card, fingerprint: fingerprintOf(card.brand, card.last4) };
}

export function fingerprintOf(brand: string, last4: string): string {
  return `fp_${brand}_${last4}`;
}
