export type PaymentErrorKind = 'unavailable' | 'not_configured' | 'incomplete' | 'declined' | 'authentication_failed';

/** A failure on the card side; `message` says why, in the words of the gateway or the card issuer when they gave some. */
export class PaymentError extends Error {
  constructor(
    readonly kind: PaymentErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }

  static is(error: unknown, kind?: PaymentErrorKind): error is PaymentError {
    return error instanceof PaymentError && (kind === undefined || error.kind === kind);
  }
}
