// @vitest-environment jsdom
import { getByRole, queryByRole, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentError } from '../../../src/application/errors/PaymentError';
import type { CardForm } from '../../../src/application/ports/PaymentGateway';
import { FakePaymentGateway } from '../../../src/infrastructure/payments/FakePaymentGateway';

const SETUP_SECRET = 'seti_123_secret_abc';

let slot: HTMLElement;
let forms: CardForm[];

beforeEach(() => {
  // The expiry check reads today's date: pin it to 15 May 2030.
  vi.useFakeTimers({ now: new Date(2030, 4, 15, 12), toFake: ['Date'] });
  slot = document.createElement('div');
  document.body.appendChild(slot);
  forms = [];
});

afterEach(() => {
  forms.forEach((form) => form.unmount());
  slot.remove();
  vi.useRealTimers();
});

async function mount(options: { language?: string; clientSecret?: string; onReady?: () => void } = {}) {
  const gateway = new FakePaymentGateway(() => options.language ?? 'en');
  const form = await gateway.mountCardForm(slot, { clientSecret: options.clientSecret ?? SETUP_SECRET, onReady: options.onReady });
  forms.push(form);
  return form;
}

async function typeCard(card: { number?: string; expiry?: string; cvc?: string }, labels = { number: 'Card number', expiry: 'Expiry date (MM / YY)', cvc: 'Security code (CVC)' }) {
  const user = userEvent.setup();
  const view = within(slot);
  for (const field of ['number', 'expiry', 'cvc'] as const) {
    const input = view.getByLabelText(labels[field]);
    await user.clear(input);
    const text = card[field] ?? { number: '4242424242424242', expiry: '1234', cvc: '123' }[field];
    if (text) await user.type(input, text);
  }
  return user;
}

async function failureOf(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!PaymentError.is(error)) throw new Error(`expected a PaymentError, got ${String(error)}`);
  return error;
}

describe('FakePaymentGateway card form', () => {
  it('loads without downloading anything', async () => {
    await expect(new FakePaymentGateway(() => 'en').load()).resolves.toBeUndefined();
  });

  it('draws labelled card fields with autofill hints and a numeric keypad, lists the test cards, and says it is ready', async () => {
    const onReady = vi.fn();
    await mount({ onReady });
    const view = within(slot);

    expect(onReady).toHaveBeenCalledTimes(1);
    expect(view.getByRole('group', { name: 'Card details' })).toBeInTheDocument();
    const fields = [
      ['Card number', 'cc-number'],
      ['Expiry date (MM / YY)', 'cc-exp'],
      ['Security code (CVC)', 'cc-csc'],
    ];
    for (const [label, autocomplete] of fields) {
      const input = view.getByLabelText(label!);
      expect(input).toHaveAttribute('autocomplete', autocomplete);
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input.style.fontSize).toBe('16px');
      expect(input.style.borderRadius).toBe('8px');
    }
    const hint = view.getByText(/Test cards:/);
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0027 6000 3184', '4000 0000 0000 9995']) {
      expect(hint).toHaveTextContent(number);
    }
    expect(view.getByLabelText('Card number')).toHaveAccessibleDescription(/4242 4242 4242 4242 succeeds/);
  });

  it('speaks Italian when the app does', async () => {
    await mount({ language: 'it' });
    const view = within(slot);

    expect(view.getByRole('group', { name: 'Dati della carta' })).toBeInTheDocument();
    expect(view.getByLabelText('Numero della carta')).toBeInTheDocument();
    expect(view.getByLabelText('Scadenza (MM / AA)')).toHaveAttribute('placeholder', 'MM / AA');
    expect(view.getByLabelText('Codice di sicurezza (CVC)')).toBeInTheDocument();
    expect(view.getByText(/Carte di prova:/)).toHaveTextContent('4000 0027 6000 3184 chiede la verifica 3-D Secure');
  });

  it('fits a 320 px slot: fields take the slot width, expiry and CVC wrap below 256 px, card numbers never break', async () => {
    await mount();
    const view = within(slot);

    for (const input of view.getAllByRole('textbox')) {
      expect(input.style.width).toBe('100%');
      expect(input.style.boxSizing).toBe('border-box');
    }
    const expiryAndCvc = view.getByLabelText('Expiry date (MM / YY)').parentElement!.parentElement!;
    expect(expiryAndCvc).toContainElement(view.getByLabelText('Security code (CVC)'));
    expect(expiryAndCvc.style.gridTemplateColumns).toBe('repeat(auto-fit, minmax(min(100%, 120px), 1fr))');
    expect(view.getByText('4242 4242 4242 4242').style.whiteSpace).toBe('nowrap');
    const fixedWidths = [...slot.querySelectorAll<HTMLElement>('*')].map((element) => element.style.width).filter((width) => width.endsWith('px'));
    expect(fixedWidths).toEqual([]);
  });

  it('groups the card number in fours and writes the expiry as MM / YY while typing', async () => {
    await mount();
    const user = userEvent.setup();
    const view = within(slot);
    const number = view.getByLabelText<HTMLInputElement>('Card number');
    const expiry = view.getByLabelText<HTMLInputElement>('Expiry date (MM / YY)');
    const cvc = view.getByLabelText<HTMLInputElement>('Security code (CVC)');

    await user.type(number, '42424242x42424242');
    expect(number.value).toBe('4242 4242 4242 4242');
    await user.type(expiry, '1234');
    expect(expiry.value).toBe('12 / 34');
    await user.type(cvc, '12a345');
    expect(cvc.value).toBe('1234');
  });

  it('keeps at most 19 digits of a pasted number, whatever separates them', async () => {
    await mount();
    const user = userEvent.setup();
    const number = within(slot).getByLabelText<HTMLInputElement>('Card number');

    number.focus();
    await user.paste('4242-4242-4242-4242');
    expect(number.value).toBe('4242 4242 4242 4242');
    await user.paste('12345');
    expect(number.value).toBe('4242 4242 4242 4242 123');
  });

  it('takes the digit before a separator when backspace lands on it', async () => {
    await mount();
    const user = userEvent.setup();
    const number = within(slot).getByLabelText<HTMLInputElement>('Card number');

    await user.type(number, '42424');
    expect(number.value).toBe('4242 4');
    number.setSelectionRange(5, 5);
    await user.keyboard('{Backspace}');
    expect(number.value).toBe('4244');
    expect(number.selectionStart).toBe(3);
  });

  it.each([
    ['4242424242424242', 'pm_card_visa'],
    ['4000002760003184', 'pm_card_authenticationRequired'],
    ['4000000000009995', 'pm_card_chargeDeclinedInsufficientFunds'],
  ])('saves the test card %s as %s', async (number, paymentMethodId) => {
    const form = await mount();
    await typeCard({ number });

    await expect(form.confirmSetup()).resolves.toEqual({ paymentMethodId });
    expect(queryByRole(slot, 'alert')).toBeNull();
  });

  it('declines 4000 0000 0000 0002 at setup', async () => {
    const form = await mount();
    await typeCard({ number: '4000000000000002' });

    const error = await failureOf(form.confirmSetup());
    expect(error).toMatchObject({ kind: 'declined', message: 'Your card was declined.' });
  });

  it('declines any other valid card, pointing to the test cards', async () => {
    const form = await mount();
    await typeCard({ number: '4111111111111111' });

    const error = await failureOf(form.confirmSetup());
    expect(error.kind).toBe('declined');
    expect(error.message).toMatch(/test cards/);
  });

  it('refuses a client secret that is not a setup intent secret, as Stripe would', async () => {
    const form = await mount({ clientSecret: 'not-a-secret' });
    await typeCard({});

    expect(await failureOf(form.confirmSetup())).toMatchObject({ kind: 'declined' });
  });

  it.each([
    ['a number failing the Luhn check', { number: '4242424242424241' }, 'Card number', 'The card number is incomplete or not valid.'],
    ['a short number', { number: '4242' }, 'Card number', 'The card number is incomplete or not valid.'],
    ['no expiry', { expiry: '' }, 'Expiry date (MM / YY)', 'The expiry date is incomplete: write it as MM / YY.'],
    ['month 13', { expiry: '1330' }, 'Expiry date (MM / YY)', 'The expiry date is incomplete: write it as MM / YY.'],
    ['last month', { expiry: '0430' }, 'Expiry date (MM / YY)', 'The expiry date is in the past.'],
    ['a CVC of 2 digits', { cvc: '12' }, 'Security code (CVC)', 'The security code (CVC) must have 3 or 4 digits.'],
  ])('finds %s incomplete, says so under the field, and puts the caret there', async (_case, card, label, message) => {
    const form = await mount();
    await typeCard(card);

    expect(await failureOf(form.confirmSetup())).toMatchObject({ kind: 'incomplete', message });
    const input = within(slot).getByLabelText(label);
    const alert = getByRole(slot, 'alert');
    expect(alert).toHaveTextContent(message);
    expect(input.parentElement).toContainElement(alert);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveFocus();
  });

  it('accepts a card that expires at the end of this month and a 4-digit CVC', async () => {
    const form = await mount();
    await typeCard({ expiry: '0530', cvc: '1234' });

    await expect(form.confirmSetup()).resolves.toEqual({ paymentMethodId: 'pm_card_visa' });
  });

  it('shows every field at fault, and clears the lines once the card is fixed', async () => {
    const form = await mount();
    await typeCard({ number: '1234', expiry: '0120', cvc: '1' });

    expect(await failureOf(form.confirmSetup())).toMatchObject({ message: 'The card number is incomplete or not valid.' });
    expect(within(slot).getAllByRole('alert')).toHaveLength(3);
    expect(within(slot).getByLabelText('Card number')).toHaveFocus();

    await typeCard({});
    await expect(form.confirmSetup()).resolves.toEqual({ paymentMethodId: 'pm_card_visa' });
    expect(queryByRole(slot, 'alert')).toBeNull();
    expect(within(slot).getByLabelText('Card number')).not.toHaveAttribute('aria-invalid');
    expect(within(slot).getByLabelText('Card number')).toHaveAccessibleDescription(/Test cards:/);
  });

  it('gives its reasons in Italian', async () => {
    const form = await mount({ language: 'it' });
    const labels = { number: 'Numero della carta', expiry: 'Scadenza (MM / AA)', cvc: 'Codice di sicurezza (CVC)' };

    await typeCard({ cvc: '1' }, labels);
    expect(await failureOf(form.confirmSetup())).toMatchObject({ kind: 'incomplete', message: 'Il codice di sicurezza (CVC) deve avere 3 o 4 cifre.' });
    await typeCard({ number: '4000000000000002' }, labels);
    expect(await failureOf(form.confirmSetup())).toMatchObject({ kind: 'declined', message: 'La tua carta è stata rifiutata.' });
  });

  it('removes what it drew when unmounted', async () => {
    const form = await mount();
    expect(slot.childElementCount).toBe(1);

    form.unmount();
    form.unmount();
    expect(slot).toBeEmptyDOMElement();
    await expect(form.confirmSetup()).rejects.toThrow(/unmounted/);
  });
});

describe('FakePaymentGateway 3-D Secure challenge', () => {
  function challenge(name = 'Confirm this payment') {
    return getByRole(document.body, 'dialog', { name });
  }

  it('asks in a modal dialog with the focus on Approve, and resolves when approved, giving the focus back', async () => {
    const payButton = document.createElement('button');
    document.body.appendChild(payButton);
    payButton.focus();
    const user = userEvent.setup();

    const outcome = new FakePaymentGateway(() => 'en').handleNextAction('pi_1_secret_2');
    const dialog = challenge();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/test bank page/);
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    expect(approve).toHaveFocus();

    await user.click(approve);
    await expect(outcome).resolves.toBeUndefined();
    expect(queryByRole(document.body, 'dialog')).toBeNull();
    expect(payButton).toHaveFocus();
    payButton.remove();
  });

  it('fails with authentication_failed when the tester fails the check', async () => {
    const user = userEvent.setup();
    const failure = failureOf(new FakePaymentGateway(() => 'en').handleNextAction('pi_1_secret_2'));

    await user.click(within(challenge()).getByRole('button', { name: 'Fail' }));
    const error = await failure;
    expect(error).toMatchObject({ kind: 'authentication_failed', message: 'The bank could not confirm this payment.' });
    expect(queryByRole(document.body, 'dialog')).toBeNull();
  });

  it('counts Escape as a failure', async () => {
    const user = userEvent.setup();
    const failure = failureOf(new FakePaymentGateway(() => 'en').handleNextAction('pi_1_secret_2'));
    challenge();

    await user.keyboard('{Escape}');
    expect(await failure).toMatchObject({ kind: 'authentication_failed' });
    expect(queryByRole(document.body, 'dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    const user = userEvent.setup();
    const outcome = new FakePaymentGateway(() => 'en').handleNextAction('pi_1_secret_2');
    const dialog = challenge();
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    const fail = within(dialog).getByRole('button', { name: 'Fail' });

    await user.tab();
    expect(fail).toHaveFocus();
    await user.tab();
    expect(approve).toHaveFocus();
    await user.tab({ shift: true });
    expect(fail).toHaveFocus();
    await user.tab({ shift: true });
    expect(approve).toHaveFocus();

    await user.click(approve);
    await outcome;
    outside.remove();
  });

  it('speaks Italian when the app does', async () => {
    const user = userEvent.setup();
    const failure = failureOf(new FakePaymentGateway(() => 'it').handleNextAction('pi_1_secret_2'));
    const dialog = challenge('Conferma il pagamento');
    expect(within(dialog).getByRole('button', { name: 'Approva' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    expect(await failure).toMatchObject({ kind: 'authentication_failed', message: 'La banca non ha potuto confermare il pagamento.' });
  });
});
