import type { AccountGateway } from '../../ports/AccountGateway';

/**
 * Spec §2 /notification-preferences: the token of an e-mail link stops those e-mails, no session
 * needed. Resolves with the server's message; a bad or expired token is a 400 `InvalidToken`.
 */
export class UnsubscribeFromEmails {
  constructor(private readonly accounts: Pick<AccountGateway, 'unsubscribe'>) {}

  execute(token: string): Promise<string> {
    return this.accounts.unsubscribe(token.trim());
  }
}
export const UNSUBSCRIBE_FROM_EMAILS = Symbol.for('UnsubscribeFromEmails');
