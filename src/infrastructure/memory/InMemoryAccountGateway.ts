import { ApiError } from '../../application/errors/ApiError';
import type { AccountGateway } from '../../application/ports/AccountGateway';
import { ScriptedGateway } from './ScriptedGateway';

/** One fixed e-mail code; confirmed memberships and unsubscribe tokens are kept for assertions. */
export class InMemoryAccountGateway extends ScriptedGateway<keyof AccountGateway> implements AccountGateway {
  readonly confirmed = new Set<string>();
  readonly unsubscribed: string[] = [];

  constructor(readonly emailCode = '123456') {
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
    return 'You will not receive these e-mails any more.';
  }
}
