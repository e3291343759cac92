import { trimPassword } from '../../../domain/auth/Password';
import type { AccountGateway, PasswordChange } from '../../ports/AccountGateway';

/**
 * The settings' password change (spec §6: every member may update their password). The passwords are trimmed as
 * every password the app sends is (spec §5), so the new one works when signing in with what was typed. Resolves
 * with the server's message; a wrong current password is a 401 `InvalidEmailOrPassword`, a new password the rules
 * refuse a 422 `ValidationError`.
 */
export class ChangePassword {
  constructor(private readonly accounts: Pick<AccountGateway, 'changePassword'>) {}

  execute(change: PasswordChange): Promise<string> {
    return this.accounts.changePassword({
      currentPassword: trimPassword(change.currentPassword),
      newPassword: trimPassword(change.newPassword),
      newPasswordConfirmation: trimPassword(change.newPasswordConfirmation),
    });
  }
}
export const CHANGE_PASSWORD = Symbol.for('ChangePassword');
