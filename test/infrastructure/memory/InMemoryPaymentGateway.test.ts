import { describe, expect, it, vi } from 'vitest';
import { PaymentError } from '../../../src/application/errors/PaymentError';
import { InMemoryPaymentGateway } from '../../../src/infrastructure/memory/InMemoryPaymentGateway';

const slot = {} as HTMLElement;

describe('InMemoryPaymentGateway', () => {
  it('saves pm_card_visa and passes every check unless told otherwise, and records the calls', async () => {
    const payments = new InMemoryPaymentGateway();
    const onReady = vi.fn();

    await payments.load();
    const form = await payments.mountCardForm(slot, { clientSecret: 'seti_1_secret_a', onReady });
    await expect(form.confirmSetup()).resolves.toEqual({ paymentMethodId: 'pm_card_visa' });
    await expect(payments.handleNextAction('pi_1_secret_b')).resolves.toBeUndefined();
    form.unmount();

    expect(onReady).toHaveBeenCalledTimes(1);
    expect(payments.calls).toEqual([
      { method: 'load', args: [] },
      { method: 'mountCardForm', args: ['seti_1_secret_a'] },
      { method: 'confirmSetup', args: ['seti_1_secret_a'] },
      { method: 'handleNextAction', args: ['pi_1_secret_b'] },
      { method: 'unmount', args: ['seti_1_secret_a'] },
    ]);
    expect(payments.lastForm).toMatchObject({ clientSecret: 'seti_1_secret_a', slot, mounted: false, ready: true });
  });

  it('plays queued card outcomes in order, across forms', async () => {
    const payments = new InMemoryPaymentGateway();
    payments.queueConfirmSetup(new PaymentError('declined', 'Your card was declined.'), 'pm_card_authenticationRequired');

    const first = await payments.mountCardForm(slot, { clientSecret: 'seti_1_secret_a' });
    await expect(first.confirmSetup()).rejects.toMatchObject({ kind: 'declined', message: 'Your card was declined.' });
    const second = await payments.mountCardForm(slot, { clientSecret: 'seti_2_secret_b' });
    await expect(second.confirmSetup()).resolves.toEqual({ paymentMethodId: 'pm_card_authenticationRequired' });
    await expect(second.confirmSetup()).resolves.toEqual({ paymentMethodId: 'pm_card_visa' });
    expect(payments.callsOf('confirmSetup')).toEqual([['seti_1_secret_a'], ['seti_2_secret_b'], ['seti_2_secret_b']]);
  });

  it('plays queued 3-D Secure outcomes in order', async () => {
    const payments = new InMemoryPaymentGateway();
    payments.queueNextAction('passed', new PaymentError('authentication_failed', 'The bank could not confirm this payment.'));

    await expect(payments.handleNextAction('pi_1_secret_a')).resolves.toBeUndefined();
    await expect(payments.handleNextAction('pi_1_secret_a')).rejects.toMatchObject({ kind: 'authentication_failed' });
    await expect(payments.handleNextAction('pi_1_secret_a')).resolves.toBeUndefined();
  });

  it('fails to load once when scripted, as Stripe.js behind a blocker does, then loads', async () => {
    const payments = new InMemoryPaymentGateway();
    payments.failNext('load', new PaymentError('unavailable', 'The payment form could not load.'));

    await expect(payments.load()).rejects.toSatisfy((error) => PaymentError.is(error, 'unavailable'));
    await expect(payments.load()).resolves.toBeUndefined();
    expect(payments.callsOf('load')).toHaveLength(2);
  });

  it('holds a form back from ready until the test says so', async () => {
    const payments = new InMemoryPaymentGateway();
    payments.holdReady = true;
    const onReady = vi.fn();

    await payments.mountCardForm(slot, { clientSecret: 'seti_1_secret_a', onReady });
    expect(onReady).not.toHaveBeenCalled();
    payments.lastForm?.becomeReady();
    payments.lastForm?.becomeReady();
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('never readies or confirms an unmounted form', async () => {
    const payments = new InMemoryPaymentGateway();
    payments.holdReady = true;
    const onReady = vi.fn();
    const form = await payments.mountCardForm(slot, { clientSecret: 'seti_1_secret_a', onReady });

    form.unmount();
    payments.lastForm?.becomeReady();
    expect(onReady).not.toHaveBeenCalled();
    await expect(form.confirmSetup()).rejects.toThrow(/unmounted/);
  });
});
