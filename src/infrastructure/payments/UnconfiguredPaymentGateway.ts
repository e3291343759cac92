import { PaymentError } from '../../application/errors/PaymentError';
import type { CardForm, PaymentGateway } from '../../application/ports/PaymentGateway';

/** An http build with neither a Stripe key nor `VITE_PAYMENTS=fake`: the paid pages say payments are not configured. */
export class UnconfiguredPaymentGateway implements PaymentGateway {
  async load(): Promise<void> {
    throw notConfigured();
  }

  async mountCardForm(): Promise<CardForm> {
    throw notConfigured();
  }

  async handleNextAction(): Promise<void> {
    throw notConfigured();
  }
}

function notConfigured(): PaymentError {
  return new PaymentError('not_configured', 'Payments are not configured for this app.');
}
