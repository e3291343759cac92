import type { Membership } from '../../../domain/membership/Membership';
import type { AuthGateway } from '../../ports/AuthGateway';
import type { Clock } from '../../ports/Clock';
import { abortable } from './abortable';
import type { CompleteLogin, LoginOptions } from './CompleteLogin';
import { normalizeEmail } from '../../../domain/auth/normalizeEmail';
import type { PollExchange } from './PollExchange';

/** Spec §9: the wait before asking again while the back end synchronizes the membership. */
export const SIGN_IN_SYNC_RETRY_MS = 2000;

export interface EmailCredentials {
  email: string;
  password: string;
}

/**
 * E-mail and password sign-in. Spec §4: while the answer is `synchronizing_membership` the login is
 * asked again every 2 s until tokens arrive; aborting stops it ('Component unmounted').
 * Rejects with ApiError 401 InvalidEmailOrPassword for wrong credentials.
 */
export class SignInWithEmail {
  constructor(
    private readonly auth: Pick<AuthGateway, 'login'>,
    private readonly clock: Pick<Clock, 'sleep'>,
    private readonly pollExchange: Pick<PollExchange, 'execute'>,
    private readonly completeLogin: Pick<CompleteLogin, 'execute'>,
  ) {}

  async execute(credentials: EmailCredentials, options: LoginOptions = {}): Promise<Membership> {
    const { signal, returnPath } = options;
    const email = normalizeEmail(credentials.email);
    const password = credentials.password.trim();
    for (;;) {
      const outcome = await abortable(signal, () => this.auth.login(email, password));
      switch (outcome.kind) {
        case 'tokens':
          return this.completeLogin.execute(outcome.tokens, { returnPath });
        case 'exchange':
          return this.completeLogin.execute(await this.pollExchange.execute(outcome.exchangeToken, signal), { returnPath });
        case 'synchronizing':
          await abortable(signal, () => this.clock.sleep(SIGN_IN_SYNC_RETRY_MS, signal));
      }
    }
  }
}
export const SIGN_IN_WITH_EMAIL = Symbol.for('SignInWithEmail');
