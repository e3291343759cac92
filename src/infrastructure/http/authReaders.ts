import type { ExchangeOutcome, LoginOutcome } from '../../domain/auth/Tokens';
import type { Envelope } from './ApiClient';
import { readRecord, readString, parseTokens, malformedAnswer, type Reader } from './wire';

/** `{data: Tokens}`, or `{data: {token}}` when the provider's user still has to be exchanged. */
export const readLoginOutcome: Reader<LoginOutcome> = (value, name) => {
  const data = readRecord(value, name);
  if (data.accessToken === undefined && data.token !== undefined) {
    return { kind: 'exchange', exchangeToken: readString(data.token, `${name}.token`) };
  }
  return { kind: 'tokens', tokens: parseTokens(data, name) };
};

/** `{status: "pending"}` or `{status: "completed", data: Tokens}`. */
export function exchangeOutcomeOf(envelope: Envelope): ExchangeOutcome {
  if (envelope.status === 'pending') return { kind: 'pending' };
  if (envelope.status === 'completed') return { kind: 'completed', tokens: parseTokens(envelope.data) };
  throw malformedAnswer('status');
}
