import { ApiError } from '../../application/errors/ApiError';
import type { AccountGateway, PasswordChange } from '../../application/ports/AccountGateway';
import { NO_EMAILS, type NotificationPreferences, type NotificationPreferencesChange } from '../../domain/notifications/NotificationPreferences';
import { ScriptedGateway } from './ScriptedGateway';

/**
 * One fixed e-mail code and one password; confirmed memberships and unsubscribe tokens are kept for assertions. The
 * e-mail preferences start all on, with a weekly digest; an unsubscribe turns them all off.
 */
export class InMemoryAccountGateway extends ScriptedGateway<keyof AccountGateway> implements AccountGateway {
  readonly confirmed = new Set<string>();
  readonly unsubscribed: string[] = [];
  preferences: NotificationPreferences = { announcements: true, comments: true, chat: true, reactions: true, digest: 'weekly' };

  constructor(readonly emailCode = '123456', public password = 'Current!2026') {
    super();
  }

  async confirmEmail(membershipId: string, code: string): Promise<string> {
    this.enter('confirmEmail', membershipId, code);
    if (code !== this.emailCode) throw new ApiError(400, 'InvalidCode', 'The code is not valid.');
    this.confirmed.add(membershipId);
    return 'Your e-mail address is confirmed.';
  }

  async requestEmailCode(membershipId: string): Promise<string> {
    this.enter('requestEmailCode', membershipId);
    return 'A code was sent to your e-mail address.';
  }

  async unsubscribe(token: string): Promise<string> {
    this.enter('unsubscribe', token);
    this.unsubscribed.push(token);
    this.preferences = { ...NO_EMAILS };
    return 'You will not receive these e-mails any more.';
  }

  async emailPreferences(): Promise<NotificationPreferences> {
    this.enter('emailPreferences');
    return { ...this.preferences };
  }

  async changeEmailPreferences(change: NotificationPreferencesChange): Promise<NotificationPreferences> {
    this.enter('changeEmailPreferences', change);
    this.preferences = { ...this.preferences, ...change };
    return { ...this.preferences };
  }

  async changePassword(change: PasswordChange): Promise<string> {
    this.enter('changePassword', change);
    if (change.currentPassword !== this.password) throw new ApiError(401, 'InvalidEmailOrPassword', 'The current password is not correct.');
    if (change.newPassword !== change.newPasswordConfirmation) {
      throw new ApiError(422, 'ValidationError', 'The passwords do not match.', { fields: { newPasswordConfirmation: 'The passwords do not match.' } });
    }
    this.password = change.newPassword;
    return 'Your password has been changed.';
  }
}
