/**
 * A failure the fake back end answers with the contract's error envelope
 * `{ error: { code, message, details? } }`. Rules throw it; the route runner turns it into a response,
 * so a rule reads top to bottom like the server's documentation.
 */
export class FakeApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'FakeApiError';
  }
}

/** The contract's failure envelope of an error, as the route runner sends it (and an idempotent retry replays it). */
export function failureReply(error: FakeApiError): { status: number; body: { error: { code: string; message: string; details?: Record<string, unknown> } } } {
  const envelope: { code: string; message: string; details?: Record<string, unknown> } = { code: error.code, message: error.message };
  if (error.details) envelope.details = error.details;
  return { status: error.status, body: { error: envelope } };
}

export function fail(status: number, code: string, message: string, details?: Record<string, unknown>): never {
  throw new FakeApiError(status, code, message, details);
}

export function authenticationRequired(): never {
  return fail(401, 'AuthenticationRequired', 'Please sign in to continue.');
}

export function tokenExpired(): never {
  return fail(401, 'TokenExpired', 'Your session has expired. Please sign in again.');
}

export function forbidden(message = 'You are not allowed to do this.'): never {
  return fail(403, 'Forbidden', message);
}
