import type { NotificationPreferences, NotificationPreferencesChange } from '../../domain/notifications/NotificationPreferences';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

/** E-mail confirmation, e-mail preferences and the password; every answer is the server's message. */
export interface AccountGateway {
  confirmEmail(membershipId: string, code: string): Promise<string>;
  /** Also the first request of a code. */
  requestEmailCode(membershipId: string): Promise<string>;
  unsubscribe(token: string): Promise<string>;
  /** The signed-in member's e-mail preferences in the network; 401 for a guest. */
  emailPreferences(): Promise<NotificationPreferences>;
  /** Changes those named, and answers with all of them as saved. */
  changeEmailPreferences(change: NotificationPreferencesChange): Promise<NotificationPreferences>;
  /** 401 InvalidEmailOrPassword when `currentPassword` is wrong; 422 ValidationError for a new password the rules refuse. */
  changePassword(change: PasswordChange): Promise<string>;
}
export const ACCOUNT_GATEWAY = Symbol.for('AccountGateway');
