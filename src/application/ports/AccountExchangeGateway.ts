import type { ExchangeOutcome } from '../../domain/auth/Tokens';

/** The wait for an account the server is still creating, after a sign-up or a first sign-in with a provider. */
export interface AccountExchangeGateway {
  exchange(exchangeToken: string): Promise<ExchangeOutcome>;
}
export const ACCOUNT_EXCHANGE_GATEWAY = Symbol.for('AccountExchangeGateway');
