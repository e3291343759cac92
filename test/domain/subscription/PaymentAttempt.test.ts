import { describe, expect, it } from 'vitest';
import { PaymentAttempts } from '../../../src/domain/subscription/PaymentAttempt';

function attempts() {
  let next = 0;
  return new PaymentAttempts(() => `key-${++next}`);
}

const visa = { bundleId: 'monthly', paymentMethodId: 'pm_card_visa', skipTrial: false };

describe('PaymentAttempts (Idempotency-Key per attempt)', () => {
  it('sends an unanswered attempt again with its key: a double click or a retry after a timeout is the same payment', () => {
    const keys = attempts();
    expect(keys.keyFor(visa)).toBe('key-1');
    expect(keys.keyFor({ ...visa })).toBe('key-1');
  });

  it('gives a new key once the server has answered, a refusal included (it would repeat it to the same key)', () => {
    const keys = attempts();
    keys.keyFor(visa);
    keys.answered();
    expect(keys.keyFor(visa)).toBe('key-2');
  });

  it.each([
    ['another card', { ...visa, paymentMethodId: 'pm_card_mastercard' }],
    ['another plan', { ...visa, bundleId: 'yearly' }],
    ['without the trial', { ...visa, skipTrial: true }],
  ])('gives a new key to %s', (_name, other) => {
    const keys = attempts();
    keys.keyFor(visa);
    expect(keys.keyFor(other)).toBe('key-2');
  });
});
