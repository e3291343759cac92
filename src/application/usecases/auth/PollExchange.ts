import type { Tokens } from '../../../domain/auth/Tokens';
import type { AccountExchangeGateway } from '../../ports/AccountExchangeGateway';
import type { Clock } from '../../ports/Clock';
import { abortable } from '../../errors/abortable';
import { AuthError } from '../../errors/AuthError';

/** Spec §9: attempts after the first one. */
export const MAX_EXCHANGE_RETRIES = 5;
export const EXCHANGE_INTERVAL_MS = 1000;

/**
 * Spec §4: the token of a sign-up (or of a provider) is exchanged for tokens once the back end has
 * made the membership: asked at once, then up to 5 more times 1 s apart while it is pending.
 * Aborting stops the polling at once with 'Component unmounted'.
 */
export class PollExchange {
  constructor(
    private readonly auth: Pick<AccountExchangeGateway, 'exchange'>,
    private readonly clock: Pick<Clock, 'sleep'>,
  ) {}

  async execute(exchangeToken: string, signal?: AbortSignal): Promise<Tokens> {
    for (let attempt = 0; attempt <= MAX_EXCHANGE_RETRIES; attempt++) {
      if (attempt > 0) await abortable(signal, () => this.clock.sleep(EXCHANGE_INTERVAL_MS, signal));
      const outcome = await abortable(signal, () => this.auth.exchange(exchangeToken));
      if (outcome.kind === 'completed') return outcome.tokens;
    }
    throw new AuthError('MaxPollingAttempts', 'Maximum polling attempts reached');
  }
}
export const POLL_EXCHANGE = Symbol.for('PollExchange');
