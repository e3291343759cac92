import type { AccountGateway } from '../../ports/AccountGateway';
import type { Session } from '../../session/Session';
import { AuthError } from './AuthError';

/**
 * Spec §4 e-mail confirm step: the code confirms the member's address; the session's membership is
 * marked confirmed so the verify-e-mail redirect stops. Resolves with the server's message (a toast).
 */
export class ConfirmEmail {
  constructor(
    private readonly accounts: Pick<AccountGateway, 'confirmEmail'>,
    private readonly session: Session,
  ) {}

  async execute(code: string): Promise<string> {
    const membership = this.session.membership;
    if (!membership) throw AuthError.notSignedIn();
    const message = await this.accounts.confirmEmail(membership.id, code.trim());
    // Read again: the membership may have been refreshed while the server answered.
    const current = this.session.membership;
    if (current?.id === membership.id) this.session.updateMembership({ ...current, emailConfirmed: true });
    return message;
  }
}
export const CONFIRM_EMAIL = Symbol.for('ConfirmEmail');
