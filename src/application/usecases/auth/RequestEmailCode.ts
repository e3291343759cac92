import type { AccountGateway } from '../../ports/AccountGateway';
import type { Session } from '../../session/Session';
import { AuthError } from '../../errors/AuthError';

/**
 * Spec §4 e-mail confirm step: a code is sent to the signed-in member's address on entry and on each
 * resend (the gateway asks for the 'text' mode). Resolves with the server's message.
 */
export class RequestEmailCode {
  constructor(
    private readonly accounts: Pick<AccountGateway, 'requestEmailCode'>,
    private readonly session: Pick<Session, 'membership'>,
  ) {}

  execute(): Promise<string> {
    const membership = this.session.membership;
    if (!membership) return Promise.reject(AuthError.notSignedIn());
    return this.accounts.requestEmailCode(membership.id);
  }
}
export const REQUEST_EMAIL_CODE = Symbol.for('RequestEmailCode');
