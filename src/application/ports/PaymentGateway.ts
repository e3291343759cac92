import type { PaymentError } from '../errors/PaymentError';

/**
 * The card side of a payment, outside the API (api-contract.md "Payments outside the wire"): Stripe.js in
 * production, a fake gateway with Stripe's test cards in demo mode and QA. A card never reaches the app's
 * own code: the gateway's card form collects it and hands back a payment method id. Failures are
 * PaymentErrors (application/errors/PaymentError). The forms and the check speak the app's language.
 */
export interface PaymentGateway {
  /** Loads the gateway's script; fails with a PaymentError: 'unavailable' (blocked, offline) or 'not_configured'. */
  load(): Promise<void>;
  /** Mounts a card form for the setup intent of `clientSecret` inside `slot`. */
  mountCardForm(slot: HTMLElement, options: CardFormOptions): Promise<CardForm>;
  /** Completes a payment's 3-D Secure check; resolves when passed, fails with PaymentError 'authentication_failed'. */
  handleNextAction(clientSecret: string): Promise<void>;
}
export const PAYMENT_GATEWAY = Symbol.for('PaymentGateway');

export interface CardFormOptions {
  clientSecret: string;
  /** Called when the form is ready to type in (its skeleton can go). */
  onReady?: () => void;
  /** Called when the form cannot show after all (the gateway's script loaded, its form did not): PaymentError 'unavailable'. */
  onLoadError?: (error: PaymentError) => void;
}

export interface CardForm {
  /**
   * Saves the card typed in the form; fails with PaymentError 'declined' (the issuer's reason), 'incomplete' (the
   * form's own checks) or 'unavailable' (the gateway could not be reached: the form and the card typed stay usable).
   */
  confirmSetup(): Promise<{ paymentMethodId: string }>;
  unmount(): void;
}
