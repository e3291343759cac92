import type { AccountGateway } from '../../ports/AccountGateway';
import type { Session } from '../../session/Session';
import { AuthError } from '../../errors/AuthError';

/**
 * Spec §4 e-mail confirm step: the code confirms the member's address; the session's membership is
 * marked confirmed so the verify-e-mail redirect stops. Resolves with the server's message (a toast).
 */
export class ConfirmEmail {
  constructor(
    private readonly accounts: Pick<AccountGateway, 'confirmEmail'>,
    private readonly session: Pick<Session, 'membership' | 'updateMembership'>,
  ) {}

  /** `membershipId` comes with the e-mail link variant (/verify); otherwise it is the signed-in member's. */
  async execute(code: string, membershipId?: string): Promise<string> {
    const id = membershipId ?? this.session.membership?.id;
    if (!id) throw AuthError.notSignedIn();
    const message = await this.accounts.confirmEmail(id, code.trim());
    // Read again: the membership may have been refreshed while the server answered.
    const current = this.session.membership;
    if (current?.id === id) this.session.updateMembership({ ...current, emailConfirmed: true });
    return message;
  }
}
export const CONFIRM_EMAIL = Symbol.for('ConfirmEmail');
