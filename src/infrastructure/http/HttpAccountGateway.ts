import type { AccountGateway, PasswordChange } from '../../application/ports/AccountGateway';
import { DIGEST_FREQUENCIES, type NotificationPreferences, type NotificationPreferencesChange } from '../../domain/notifications/NotificationPreferences';
import type { ApiClient } from './ApiClient';
import { dataOf, messageOf } from './readers';
import { fieldsOf, readBoolean, readOneOf, type Reader } from './wire';

export const readNotificationPreferences: Reader<NotificationPreferences> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    announcements: read('announcements', readBoolean),
    comments: read('comments', readBoolean),
    chat: read('chat', readBoolean),
    reactions: read('reactions', readBoolean),
    digest: read('digest', readOneOf(DIGEST_FREQUENCIES)),
  };
};

export class HttpAccountGateway implements AccountGateway {
  constructor(private readonly api: ApiClient) {}

  async confirmEmail(membershipId: string, code: string): Promise<string> {
    return messageOf(await this.api.post('/accounts/confirm/email', { code, membershipId }));
  }

  async requestEmailCode(membershipId: string): Promise<string> {
    // The app types the code it receives, so it asks for the text variant rather than a link.
    return messageOf(await this.api.post('/accounts/confirm/email/resend', { membershipId, mode: 'text' }));
  }

  async unsubscribe(token: string): Promise<string> {
    return messageOf(await this.api.post('/accounts/preferences/unsubscribe', { token }));
  }

  async emailPreferences(): Promise<NotificationPreferences> {
    return dataOf(await this.api.get('/v2/notifications/preferences'), readNotificationPreferences);
  }

  async changeEmailPreferences(change: NotificationPreferencesChange): Promise<NotificationPreferences> {
    return dataOf(await this.api.patch('/v2/notifications/preferences', { ...change }), readNotificationPreferences);
  }

  async changePassword(change: PasswordChange): Promise<string> {
    return messageOf(await this.api.post('/v2/accounts/password', { ...change }));
  }
}
