/** E-mail confirmation and e-mail preferences; every answer is the server's message. */
export interface AccountGateway {
  confirmEmail(membershipId: string, code: string): Promise<string>;
  /** Also the first request of a code. */
  requestEmailCode(membershipId: string): Promise<string>;
  unsubscribe(token: string): Promise<string>;
}
export const ACCOUNT_GATEWAY = Symbol.for('AccountGateway');
