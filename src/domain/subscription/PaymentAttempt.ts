/** One payment a member asked for: this plan, this card, with or without the trial. */
export interface PaymentRequest {
  bundleId: string;
  paymentMethodId: string;
  skipTrial: boolean;
}

/**
 * The Idempotency-Key of each payment (api-contract.md): a payment that got no answer (a timeout, the
 * network) is sent again with the same key, so the server answers the first result instead of charging
 * twice; once the server has answered (paid or refused), the next payment is a new attempt with a new key,
 * since the server would repeat its first answer to a key, a refusal included.
 */
export class PaymentAttempts {
  private open: (PaymentRequest & { key: string }) | null = null;

  constructor(private readonly newKey: () => string) {}

  /** The key to send this request with. */
  keyFor(request: PaymentRequest): string {
    const open = this.open;
    if (open && open.bundleId === request.bundleId && open.paymentMethodId === request.paymentMethodId && open.skipTrial === request.skipTrial) return open.key;
    this.open = { ...request, key: this.newKey() };
    return this.open.key;
  }

  /** The server answered the open attempt: whatever comes next is a new one. */
  answered(): void {
    this.open = null;
  }
}
