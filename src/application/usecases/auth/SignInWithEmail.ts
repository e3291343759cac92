import type { Membership } from '../../../domain/membership/Membership';
import type { EmailAccountGateway } from '../../ports/EmailAccountGateway';
import type { Clock } from '../../ports/Clock';
import { abortable } from '../../errors/abortable';
import type { CompleteLogin, LoginOptions } from './CompleteLogin';
import { normalizeEmail } from '../../../domain/auth/normalizeEmail';
import { RepeatPolicy } from '../../../domain/timing/RepeatPolicy';
import { AuthError } from '../../errors/AuthError';
import type { PollExchange } from './PollExchange';

/** Spec §9: the wait before asking again while the back end synchronizes the membership. */
export const SIGN_IN_SYNC_RETRY_MS = 2000;
/** A membership still synchronizing after this long is not waited for any more; the member is told. */
export const SIGN_IN_SYNC_LIMIT_MS = 120_000;

/** The app's one back-off rule, with the spec's own 2 s rhythm (under the 4 s floor) and the 2-minute end. */
const SIGN_IN_SYNC = new RepeatPolicy({ intervalMs: SIGN_IN_SYNC_RETRY_MS, floorMs: SIGN_IN_SYNC_RETRY_MS, giveUpAfterMs: SIGN_IN_SYNC_LIMIT_MS });

export interface EmailCredentials {
  email: string;
  password: string;
}

/**
 * E-mail and password sign-in. Spec §4: while the answer is `synchronizing_membership` the login is
 * asked again every 2 s until tokens arrive, for 2 minutes at most (then AuthError 'SynchronizingTooLong');
 * aborting stops it ('Component unmounted'). Rejects with ApiError 401 InvalidEmailOrPassword for wrong credentials.
 */
export class SignInWithEmail {
  constructor(
    private readonly auth: Pick<EmailAccountGateway, 'login'>,
    private readonly clock: Pick<Clock, 'now' | 'sleep'>,
    private readonly pollExchange: Pick<PollExchange, 'execute'>,
    private readonly completeLogin: Pick<CompleteLogin, 'execute'>,
  ) {}

  async execute(credentials: EmailCredentials, options: LoginOptions = {}): Promise<Membership> {
    const { signal, returnPath } = options;
    const email = normalizeEmail(credentials.email);
    const password = credentials.password.trim();
    const startedAt = this.clock.now();
    for (;;) {
      const outcome = await abortable(signal, () => this.auth.login(email, password));
      switch (outcome.kind) {
        case 'tokens':
          return this.completeLogin.execute(outcome.tokens, { returnPath });
        case 'exchange':
          return this.completeLogin.execute(await this.pollExchange.execute(outcome.exchangeToken, signal), { returnPath });
        case 'synchronizing': {
          const next = SIGN_IN_SYNC.next({ kind: 'answered' }, { elapsedMs: this.clock.now() - startedAt });
          if (next.kind === 'stop') throw AuthError.synchronizingTooLong();
          const waitMs = next.scheduledMs ?? SIGN_IN_SYNC_RETRY_MS;
          await abortable(signal, () => this.clock.sleep(waitMs, signal));
        }
      }
    }
  }
}
export const SIGN_IN_WITH_EMAIL = Symbol.for('SignInWithEmail');
