import { describe, expect, it } from 'vitest';
import { UnconfiguredPaymentGateway } from '../../../src/infrastructure/payments/UnconfiguredPaymentGateway';

describe('UnconfiguredPaymentGateway', () => {
  it('answers every call with not_configured, so the paid pages say payments are not set up instead of failing', async () => {
    const gateway = new UnconfiguredPaymentGateway();
    await expect(gateway.load()).rejects.toMatchObject({ name: 'PaymentError', kind: 'not_configured' });
    await expect(gateway.mountCardForm()).rejects.toMatchObject({ kind: 'not_configured' });
    await expect(gateway.handleNextAction()).rejects.toMatchObject({ kind: 'not_configured' });
  });
});
