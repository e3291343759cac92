import { ApiError } from '../../errors/ApiError';
import { PaymentError } from '../../errors/PaymentError';
import type { PaymentGateway } from '../../ports/PaymentGateway';
import type { SubscriptionGateway } from '../../ports/SubscriptionGateway';
import type { PaymentAttempts, PaymentRequest } from '../../../domain/subscription/PaymentAttempt';

/** How a payment ended, for the flow's next screen. A payment that got no answer throws (ApiError with status 0). */
export type PaymentOutcome =
  | { kind: 'paid'; status: 'active' | 'trialing' }
  /** The server's or the card issuer's reason, when they gave one. */
  | { kind: 'declined'; reason: string | null }
  /** 409 CardFingerprintAlreadyUsed: this card already had the plan's free trial. */
  | { kind: 'trialAlreadyUsed' }
  /** 409 AlreadySubscribed: nothing to pay, the member has it already. */
  | { kind: 'alreadySubscribed' };

/**
 * Subscribes to a plan with a card (api-contract.md `POST /subscriptions`), through 3-D Secure when the
 * bank asks for it (`requires_action` → the gateway's check → `POST /subscriptions/verify`). Never charges
 * twice: every send of one attempt carries its Idempotency-Key, and an attempt stays open, keeping its key,
 * until it has its final answer, so a retry after a timeout, even in the middle of 3-D Secure, is the same payment.
 */
export class PayForPlan {
  constructor(
    private readonly subscriptions: Pick<SubscriptionGateway, 'subscribe' | 'verify'>,
    private readonly payments: Pick<PaymentGateway, 'handleNextAction'>,
    private readonly attempts: Pick<PaymentAttempts, 'keyFor' | 'answered'>,
  ) {}

  async execute(request: PaymentRequest): Promise<PaymentOutcome> {
    const answer = await this.subscriptions.subscribe(request, this.attempts.keyFor(request)).catch((error: unknown) => this.refusal(error));
    if ('kind' in answer) return answer;
    if (answer.status !== 'requires_action') return this.ended({ kind: 'paid', status: answer.status });
    if (!answer.clientSecret) throw new ApiError(200, ApiError.MALFORMED, 'The payment needs a check the server did not describe.');
    try {
      await this.payments.handleNextAction(answer.clientSecret);
    } catch (error) {
      if (PaymentError.is(error)) return this.ended({ kind: 'declined', reason: error.message });
      throw error;
    }
    const status = await this.subscriptions.verify(answer.subscriptionId);
    return this.ended(status === 'active' || status === 'trialing' ? { kind: 'paid', status } : { kind: 'declined', reason: null });
  }

  private refusal(error: unknown): PaymentOutcome {
    // No answer, or no answer of the payment's own (a proxy's 502/503/504, a server fault): it may have gone
    // through; the same attempt, with its key, is what to send again.
    if (!ApiError.is(error) || error.status === 0 || error.status >= 500) throw error;
    this.attempts.answered();
    if (error.code === 'PaymentFailed') return { kind: 'declined', reason: error.message };
    if (error.code === 'CardFingerprintAlreadyUsed') return { kind: 'trialAlreadyUsed' };
    if (error.code === 'AlreadySubscribed') return { kind: 'alreadySubscribed' };
    throw error;
  }

  private ended(outcome: PaymentOutcome): PaymentOutcome {
    this.attempts.answered();
    return outcome;
  }
}
export const PAY_FOR_PLAN = Symbol.for('PayForPlan');
