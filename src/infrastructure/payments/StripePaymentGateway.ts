import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { PaymentError, type PaymentErrorKind } from '../../application/errors/PaymentError';
import type { Clock } from '../../application/ports/Clock';
import type { CardForm, CardFormOptions, PaymentGateway } from '../../application/ports/PaymentGateway';
import { paymentLanguage, paymentMessages } from './paymentMessages';

export type LoadStripe = (publishableKey: string) => Promise<Stripe | null>;

/**
 * Stripe.js through the `/pure` entry, imported on the first load(): Stripe stays a chunk of its own,
 * out of the first-load bundle, and js.stripe.com is asked only when a payment page needs it.
 */
const loadStripeOnDemand: LoadStripe = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
};

/**
 * How long Stripe.js may take to load before the page says it cannot and offers a retry: a script request
 * that never ends (a stalled network, a blocker that holds it) must not leave a skeleton without an end.
 */
export const STRIPE_LOAD_LIMIT_MS = 20_000;

/** Intent statuses after a passed check: done, settling, or authorised and waiting for capture. */
const PASSED_STATUSES: ReadonlySet<string> = new Set(['succeeded', 'processing', 'requires_capture']);

/**
 * Cards through Stripe (api-contract.md "Payments outside the wire"): the Payment Element on the setup
 * intent's client secret, `stripe.confirmSetup`, and `stripe.handleNextAction` for 3-D Secure. One
 * load of Stripe.js serves every caller; a failed one (an ad blocker, offline, over STRIPE_LOAD_LIMIT_MS) is
 * forgotten, so the next call tries again.
 */
export class StripePaymentGateway implements PaymentGateway {
  private loading: Promise<Stripe> | null = null;

  constructor(
    private readonly publishableKey: string,
    private readonly language: () => string,
    private readonly clock: Pick<Clock, 'sleep'>,
    private readonly loadStripe: LoadStripe = loadStripeOnDemand,
  ) {}

  async load(): Promise<void> {
    await this.stripe();
  }

  async mountCardForm(slot: HTMLElement, { clientSecret, onReady, onLoadError }: CardFormOptions): Promise<CardForm> {
    const stripe = await this.stripe();
    // Elements are bound to one intent: a new client secret always gets new ones, so an old intent is
    // never confirmed after a plan change.
    const elements = stripe.elements({
      clientSecret,
      locale: paymentLanguage(this.language()),
      appearance: { theme: 'stripe', variables: { borderRadius: '8px' } },
    });
    const element = elements.create('payment');
    if (onReady) element.on('ready', () => onReady());
    // The script loaded but the form did not (a blocked frame, an intent Stripe refuses): no skeleton may stay.
    if (onLoadError) element.on('loaderror', (event) => onLoadError(new PaymentError('unavailable', event.error.message || paymentMessages(this.language()).unavailable)));
    element.mount(slot);
    return new StripeCardForm(stripe, elements, element, this.language);
  }

  async handleNextAction(clientSecret: string): Promise<void> {
    const stripe = await this.stripe();
    const result = await stripe.handleNextAction({ clientSecret });
    const fallback = paymentMessages(this.language()).authenticationFailed;
    if (result.error) throw new PaymentError('authentication_failed', result.error.message || fallback);
    const intent = result.paymentIntent ?? result.setupIntent;
    if (!PASSED_STATUSES.has(intent.status)) throw new PaymentError('authentication_failed', fallback);
  }

  private stripe(): Promise<Stripe> {
    if (!this.publishableKey.trim()) {
      return Promise.reject(new PaymentError('not_configured', paymentMessages(this.language()).notConfigured));
    }
    this.loading ??= this.loadWithinLimit()
      .then((stripe) => {
        if (!stripe) throw new Error('Stripe.js did not start.');
        return stripe;
      })
      .catch(() => {
        this.loading = null;
        throw new PaymentError('unavailable', paymentMessages(this.language()).unavailable);
      });
    return this.loading;
  }

  private loadWithinLimit(): Promise<Stripe | null> {
    const settled = new AbortController();
    const overLimit = this.clock.sleep(STRIPE_LOAD_LIMIT_MS, settled.signal).then(
      () => Promise.reject(new Error('Stripe.js did not load in time.')),
      // Aborted: the load settled first and the race is over.
      () => new Promise<never>(() => undefined),
    );
    return Promise.race([this.loadStripe(this.publishableKey), overLimit]).finally(() => settled.abort());
  }
}

/**
 * What a failed confirmSetup means for the card typed: Stripe's field checks (an incomplete number, a past
 * expiry) answer before the issuer is asked; a connection, server or rate-limit failure says nothing about the
 * card, so the form and what was typed in it stay. Anything else (a card error) is the issuer's refusal.
 */
const SETUP_ERROR_KINDS: Readonly<Record<string, PaymentErrorKind>> = {
  validation_error: 'incomplete',
  api_connection_error: 'unavailable',
  api_error: 'unavailable',
  rate_limit_error: 'unavailable',
};

class StripeCardForm implements CardForm {
  private mounted = true;

  constructor(
    private readonly stripe: Stripe,
    private readonly elements: StripeElements,
    private readonly element: StripePaymentElement,
    private readonly language: () => string,
  ) {}

  async confirmSetup(): Promise<{ paymentMethodId: string }> {
    if (!this.mounted) throw new Error('confirmSetup was called on an unmounted card form.');
    // A card never redirects; a payment method that does (a bank page) comes back to this page.
    const result = await this.stripe.confirmSetup({ elements: this.elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } });
    const fallback = paymentMessages(this.language()).cardNotSaved;
    if (result.error) {
      throw new PaymentError(SETUP_ERROR_KINDS[result.error.type] ?? 'declined', result.error.message || fallback);
    }
    const paymentMethod = result.setupIntent.payment_method;
    if (!paymentMethod) throw new PaymentError('declined', fallback);
    return { paymentMethodId: typeof paymentMethod === 'string' ? paymentMethod : paymentMethod.id };
  }

  unmount(): void {
    if (!this.mounted) return;
    this.mounted = false;
    this.element.destroy();
  }
}
