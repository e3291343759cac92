import type { AccountGateway, PasswordChange } from '../../application/ports/AccountGateway';
import type { ApiClient } from './ApiClient';
import { messageOf } from './readers';

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

  async changePassword(change: PasswordChange): Promise<string> {
    return messageOf(await this.api.post('/v2/accounts/password', { ...change }));
  }
}
