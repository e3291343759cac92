import type { Membership } from '../../../domain/membership/Membership';
import { ApiError } from '../../errors/ApiError';
import type { EmailAccountGateway, PrivateSignUp, StandardSignUp } from '../../ports/EmailAccountGateway';
import { abortable } from '../../errors/abortable';
import type { CompleteLogin, LoginOptions } from './CompleteLogin';
import { normalizeEmail } from '../../../domain/auth/normalizeEmail';
import type { PollExchange } from './PollExchange';

/** Spec §8: the sign-up answers that open the credentials-conflict popup instead of a toast. */
export type SignUpConflict = 'has_membership' | 'invalid_credentials';

export type SignUpResult =
  | { kind: 'signedUp'; membership: Membership }
  | { kind: 'conflict'; conflict: SignUpConflict };

const CONFLICT_BY_ERROR_CODE: Readonly<Record<string, SignUpConflict>> = {
  MembershipAlreadyExists: 'has_membership',
  InvalidEmailOrPassword: 'invalid_credentials',
};

/**
 * Standard and private e-mail sign-up (spec §4): the sign-up token is exchanged for tokens (polled),
 * then the member is logged in, which also saves a birthday held from the birthdate step.
 * Other server errors (InvalidInvitationCode, ValidationError…) reject as ApiError.
 */
export class SignUpWithEmail {
  constructor(
    private readonly auth: Pick<EmailAccountGateway, 'signUp'>,
    private readonly pollExchange: Pick<PollExchange, 'execute'>,
    private readonly completeLogin: Pick<CompleteLogin, 'execute'>,
  ) {}

  async execute(payload: StandardSignUp | PrivateSignUp, options: LoginOptions = {}): Promise<SignUpResult> {
    const { signal, returnPath } = options;
    let exchangeToken: string;
    try {
      exchangeToken = await abortable(signal, () => this.auth.signUp(normalized(payload)));
    } catch (error) {
      const conflict = ApiError.is(error) ? CONFLICT_BY_ERROR_CODE[error.code] : undefined;
      if (conflict) return { kind: 'conflict', conflict };
      throw error;
    }
    const tokens = await this.pollExchange.execute(exchangeToken, signal);
    return { kind: 'signedUp', membership: await this.completeLogin.execute(tokens, { returnPath }) };
  }
}
export const SIGN_UP_WITH_EMAIL = Symbol.for('SignUpWithEmail');

/** Passwords are trimmed like at sign-in, so the password signed up with is the one that signs in. */
function normalized<T extends StandardSignUp>(payload: T): T {
  return {
    ...payload,
    email: normalizeEmail(payload.email),
    password: payload.password.trim(),
    passwordConfirmation: payload.passwordConfirmation.trim(),
  };
}
