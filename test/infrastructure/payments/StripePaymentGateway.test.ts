// @vitest-environment jsdom
import type { Stripe } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { PaymentError } from '../../../src/application/errors/PaymentError';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { STRIPE_LOAD_LIMIT_MS, StripePaymentGateway, type LoadStripe } from '../../../src/infrastructure/payments/StripePaymentGateway';

const SETUP_SECRET = 'seti_123_secret_abc';
const PAYMENT_SECRET = 'pi_456_secret_def';

/** The parts of Stripe.js the adapter uses, recorded; answers are set per test. */
function stubStripe() {
  const readyHandlers: (() => void)[] = [];
  const loadErrorHandlers: ((event: { error: { message?: string } }) => void)[] = [];
  const paymentElement = {
    on: vi.fn((event: string, handler: (event: { error: { message?: string } }) => void) => {
      if (event === 'ready') readyHandlers.push(handler as () => void);
      if (event === 'loaderror') loadErrorHandlers.push(handler);
      return paymentElement;
    }),
    mount: vi.fn(),
    destroy: vi.fn(),
  };
  const elementsCreated: { create: ReturnType<typeof vi.fn> }[] = [];
  const stripe = {
    elements: vi.fn((_options: { clientSecret: string }) => {
      const elements = { create: vi.fn(() => paymentElement) };
      elementsCreated.push(elements);
      return elements;
    }),
    confirmSetup: vi.fn(),
    handleNextAction: vi.fn(),
  };
  return {
    stripe,
    elementsCreated,
    /** The elements of the form mounted last. */
    elements: () => elementsCreated.at(-1),
    paymentElement,
    asStripe: stripe as unknown as Stripe,
    becomeReady: () => readyHandlers.forEach((handler) => handler()),
    failToLoad: (message?: string) => loadErrorHandlers.forEach((handler) => handler({ error: { message } })),
  };
}

function gatewayWith(loadStripe: LoadStripe, language = 'en', publishableKey = 'pk_test_123', clock = new ManualClock()) {
  return new StripePaymentGateway(publishableKey, () => language, clock, loadStripe);
}

async function failureOf(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!PaymentError.is(error)) throw new Error(`expected a PaymentError, got ${String(error)}`);
  return error;
}

async function mountedForm(stub = stubStripe(), language = 'en') {
  const gateway = gatewayWith(async () => stub.asStripe, language);
  const slot = document.createElement('div');
  const onReady = vi.fn();
  const form = await gateway.mountCardForm(slot, { clientSecret: SETUP_SECRET, onReady });
  return { gateway, stub, slot, onReady, form };
}

describe('StripePaymentGateway loading', () => {
  it('loads Stripe.js once, with the publishable key, for every caller, and not before it is asked', async () => {
    const stub = stubStripe();
    const loadStripe = vi.fn(async () => stub.asStripe);
    const gateway = gatewayWith(loadStripe);
    expect(loadStripe).not.toHaveBeenCalled();

    await Promise.all([gateway.load(), gateway.load(), gateway.mountCardForm(document.createElement('div'), { clientSecret: SETUP_SECRET })]);
    await gateway.load();
    expect(loadStripe).toHaveBeenCalledTimes(1);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
  });

  it.each([
    ['the script is blocked', () => Promise.reject(new Error('Failed to load Stripe.js'))],
    ['Stripe.js does not start', () => Promise.resolve(null)],
  ])('is unavailable when %s, and tries again on the next call', async (_case, failingLoad) => {
    const stub = stubStripe();
    const loadStripe = vi.fn<LoadStripe>(failingLoad).mockImplementationOnce(failingLoad).mockResolvedValueOnce(stub.asStripe);
    const gateway = gatewayWith(loadStripe);

    const error = await failureOf(gateway.load());
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/could not load/);
    await expect(gateway.load()).resolves.toBeUndefined();
    expect(loadStripe).toHaveBeenCalledTimes(2);
  });

  it('is unavailable when Stripe.js takes longer than the limit, and a later call loads it afresh', async () => {
    const stub = stubStripe();
    const loadStripe = vi.fn<LoadStripe>(() => new Promise(() => undefined)).mockImplementationOnce(() => new Promise(() => undefined)).mockResolvedValueOnce(stub.asStripe);
    const clock = new ManualClock();
    const gateway = gatewayWith(loadStripe, 'en', 'pk_test_123', clock);

    const loading = failureOf(gateway.load());
    await clock.advanceAsync(STRIPE_LOAD_LIMIT_MS - 1);
    expect(clock.pendingDelays()).toEqual([1]);
    await clock.advanceAsync(1);
    expect(await loading).toMatchObject({ kind: 'unavailable', message: expect.stringMatching(/could not load/) });

    await expect(gateway.load()).resolves.toBeUndefined();
    expect(loadStripe).toHaveBeenCalledTimes(2);
    // The limit of a load that ended in time is not left waiting.
    expect(clock.pendingDelays()).toEqual([]);
  });

  it('says why in Italian when the app speaks it', async () => {
    const gateway = gatewayWith(() => Promise.reject(new Error('offline')), 'it');

    expect(await failureOf(gateway.load())).toMatchObject({ kind: 'unavailable', message: expect.stringMatching(/non si è caricato/) });
  });

  it('is not configured without a publishable key, and never loads Stripe.js then', async () => {
    const loadStripe = vi.fn(async () => stubStripe().asStripe);
    const gateway = gatewayWith(loadStripe, 'en', ' ');

    expect(await failureOf(gateway.load())).toMatchObject({ kind: 'not_configured', message: 'Payments are not configured.' });
    expect(await failureOf(gateway.mountCardForm(document.createElement('div'), { clientSecret: SETUP_SECRET }))).toMatchObject({ kind: 'not_configured' });
    expect(await failureOf(gateway.handleNextAction(PAYMENT_SECRET))).toMatchObject({ kind: 'not_configured' });
    expect(loadStripe).not.toHaveBeenCalled();
  });
});

describe('StripePaymentGateway card form', () => {
  it('mounts a Payment Element on the setup intent, in the app language, with 8 px corners', async () => {
    const { stub, slot } = await mountedForm(stubStripe(), 'it');

    expect(stub.stripe.elements).toHaveBeenCalledWith({
      clientSecret: SETUP_SECRET,
      locale: 'it',
      appearance: { theme: 'stripe', variables: { borderRadius: '8px' } },
    });
    expect(stub.elements()?.create).toHaveBeenCalledWith('payment');
    expect(stub.paymentElement.mount).toHaveBeenCalledWith(slot);
  });

  it('says it is ready when the Payment Element is', async () => {
    const { stub, onReady } = await mountedForm();
    expect(onReady).not.toHaveBeenCalled();

    stub.becomeReady();
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('a Payment Element that fails to load is reported as unavailable, so no skeleton stays', async () => {
    const stub = stubStripe();
    const onLoadError = vi.fn();
    await gatewayWith(async () => stub.asStripe).mountCardForm(document.createElement('div'), { clientSecret: SETUP_SECRET, onLoadError });
    stub.failToLoad('The client secret is invalid.');
    expect(onLoadError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'unavailable', message: 'The client secret is invalid.' }));
  });

  it('creates new elements for every client secret, so an old intent is never confirmed', async () => {
    const stub = stubStripe();
    const gateway = gatewayWith(async () => stub.asStripe);
    const first = await gateway.mountCardForm(document.createElement('div'), { clientSecret: 'seti_1_secret_a' });
    first.unmount();
    const second = await gateway.mountCardForm(document.createElement('div'), { clientSecret: 'seti_2_secret_b' });
    stub.stripe.confirmSetup.mockResolvedValue({ setupIntent: { payment_method: 'pm_2' } });

    expect(stub.stripe.elements.mock.calls.map(([options]) => options.clientSecret)).toEqual(['seti_1_secret_a', 'seti_2_secret_b']);
    await expect(second.confirmSetup()).resolves.toEqual({ paymentMethodId: 'pm_2' });
    expect(stub.stripe.confirmSetup).toHaveBeenCalledExactlyOnceWith({ elements: stub.elementsCreated[1], redirect: 'if_required', confirmParams: { return_url: window.location.href } });
    expect(stub.elementsCreated[1]).not.toBe(stub.elementsCreated[0]);
  });

  it.each([
    ['an id', 'pm_123'],
    ['an object', { id: 'pm_123', object: 'payment_method' }],
  ])('confirms the setup without leaving the page and hands back the payment method, given as %s', async (_case, paymentMethod) => {
    const { stub, form } = await mountedForm();
    stub.stripe.confirmSetup.mockResolvedValue({ setupIntent: { id: 'seti_123', status: 'succeeded', payment_method: paymentMethod } });

    await expect(form.confirmSetup()).resolves.toEqual({ paymentMethodId: 'pm_123' });
    expect(stub.stripe.confirmSetup).toHaveBeenCalledWith({ elements: stub.elements(), redirect: 'if_required', confirmParams: { return_url: window.location.href } });
  });

  it('reports what Stripe found incomplete in the fields', async () => {
    const { stub, form } = await mountedForm();
    stub.stripe.confirmSetup.mockResolvedValue({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });

    expect(await failureOf(form.confirmSetup())).toMatchObject({ kind: 'incomplete', message: 'Your card number is incomplete.' });
  });

  it.each([
    ['the issuer declines', { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }, 'Your card was declined.'],
    ['Stripe gives no reason', { type: 'card_error' }, 'Your card could not be saved.'],
  ])('is declined when %s', async (_case, error, message) => {
    const { stub, form } = await mountedForm();
    stub.stripe.confirmSetup.mockResolvedValue({ error });

    expect(await failureOf(form.confirmSetup())).toMatchObject({ kind: 'declined', message });
  });

  it.each([
    ['Stripe cannot be reached', 'api_connection_error'],
    ['Stripe fails', 'api_error'],
    ['too many requests are made', 'rate_limit_error'],
  ])('is unavailable, not declined, when %s: nothing is said of the card', async (_case, type) => {
    const { stub, form } = await mountedForm();
    stub.stripe.confirmSetup.mockResolvedValue({ error: { type, message: 'Network error.' } });

    expect(await failureOf(form.confirmSetup())).toMatchObject({ kind: 'unavailable', message: 'Network error.' });
  });

  it('is declined when the setup intent carries no payment method', async () => {
    const { stub, form } = await mountedForm();
    stub.stripe.confirmSetup.mockResolvedValue({ setupIntent: { id: 'seti_123', status: 'requires_payment_method', payment_method: null } });

    expect(await failureOf(form.confirmSetup())).toMatchObject({ kind: 'declined' });
  });

  it('destroys the Payment Element when unmounted, once, and confirms nothing after', async () => {
    const { stub, form } = await mountedForm();

    form.unmount();
    form.unmount();
    expect(stub.paymentElement.destroy).toHaveBeenCalledTimes(1);
    await expect(form.confirmSetup()).rejects.toThrow(/unmounted/);
    expect(stub.stripe.confirmSetup).not.toHaveBeenCalled();
  });
});

describe('StripePaymentGateway 3-D Secure', () => {
  it.each([
    ['a payment', { paymentIntent: { status: 'succeeded' } }],
    ['a payment still processing', { paymentIntent: { status: 'processing' } }],
    ['a payment waiting for capture', { paymentIntent: { status: 'requires_capture' } }],
    ['a setup', { setupIntent: { status: 'succeeded' } }],
  ])('passes when the bank confirms %s', async (_case, result) => {
    const stub = stubStripe();
    stub.stripe.handleNextAction.mockResolvedValue(result);

    await expect(gatewayWith(async () => stub.asStripe).handleNextAction(PAYMENT_SECRET)).resolves.toBeUndefined();
    expect(stub.stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: PAYMENT_SECRET });
  });

  it('fails with the bank’s reason when the check fails', async () => {
    const stub = stubStripe();
    stub.stripe.handleNextAction.mockResolvedValue({ error: { type: 'card_error', message: 'We are unable to authenticate your payment method.' } });

    expect(await failureOf(gatewayWith(async () => stub.asStripe).handleNextAction(PAYMENT_SECRET))).toMatchObject({
      kind: 'authentication_failed',
      message: 'We are unable to authenticate your payment method.',
    });
  });

  it.each(['requires_payment_method', 'requires_action', 'canceled'])('fails when the payment is left %s', async (status) => {
    const stub = stubStripe();
    stub.stripe.handleNextAction.mockResolvedValue({ paymentIntent: { status } });

    expect(await failureOf(gatewayWith(async () => stub.asStripe, 'it').handleNextAction(PAYMENT_SECRET))).toMatchObject({
      kind: 'authentication_failed',
      message: 'La banca non ha potuto confermare il pagamento.',
    });
  });

  it('is unavailable when Stripe.js cannot load', async () => {
    const gateway = gatewayWith(() => Promise.reject(new Error('blocked')));

    expect(await failureOf(gateway.handleNextAction(PAYMENT_SECRET))).toMatchObject({ kind: 'unavailable' });
  });
});

describe('StripePaymentGateway with the real @stripe/stripe-js loader', () => {
  const STRIPE_SCRIPT = 'script[src^="https://js.stripe.com/"]';

  /** The Stripe.js script tag once the loader has added it (a new one after `previous`); jsdom never fetches it. */
  async function stripeScript(previous?: Element): Promise<HTMLScriptElement> {
    return vi.waitFor(() => {
      const script = document.querySelector<HTMLScriptElement>(STRIPE_SCRIPT);
      if (!script || script === previous) throw new Error('no new Stripe.js script yet');
      return script;
    });
  }

  it('adds js.stripe.com only when asked, survives a blocked script, and starts Stripe with the key on the next try', async () => {
    const stub = stubStripe();
    const StripeConstructor = Object.assign(
      vi.fn(() => stub.asStripe),
      { version: 'endive' },
    );
    const gateway = new StripePaymentGateway('pk_test_123', () => 'en', new ManualClock());
    try {
      expect(document.querySelector(STRIPE_SCRIPT)).toBeNull();

      // A blocker fails the script; the loader tries once more by itself before giving up.
      const blocked = failureOf(gateway.load());
      const firstScript = await stripeScript();
      firstScript.dispatchEvent(new Event('error'));
      (await stripeScript(firstScript)).dispatchEvent(new Event('error'));
      expect(await blocked).toMatchObject({ kind: 'unavailable' });

      const retried = gateway.load();
      const script = await stripeScript();
      (window as unknown as { Stripe: unknown }).Stripe = StripeConstructor;
      script.dispatchEvent(new Event('load'));
      await expect(retried).resolves.toBeUndefined();
      expect(StripeConstructor).toHaveBeenCalledWith('pk_test_123');
    } finally {
      delete (window as unknown as { Stripe?: unknown }).Stripe;
      document.querySelectorAll(STRIPE_SCRIPT).forEach((script) => script.remove());
    }
  });
});
