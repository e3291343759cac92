/**
 * Failures of the sign-in flows that are not the server's. `code` is what the app shows (presentation
 * maps it to words in the member's language); `message` is the spec §8 English wording, for logs.
 */
export type AuthErrorCode =
  /** The sign-up exchange was still pending after every attempt. */
  | 'MaxPollingAttempts'
  /** The sign-in still answered "synchronizing" after 2 minutes of retries. */
  | 'SynchronizingTooLong'
  /** The screen that started the flow went away; presenters show nothing for it. */
  | 'Aborted'
  /** An SSO callback whose `state` is not the one this tab sent the visitor out with. */
  | 'SsoStateMismatch'
  /** A step that needs a signed-in member was run for a guest. */
  | 'NotSignedIn'
  /** An answer the contract does not allow at this point (e.g. a provider answering "synchronizing"). */
  | 'UnexpectedAnswer'
  /** A provider address from the server that is not safe to open (domain/security/SafeUrl); nothing was opened. */
  | 'UnsafeUrl'
  /** A social provider the network does not configure (no client id). */
  | 'ProviderNotConfigured';

export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }

  static is(error: unknown, code?: AuthErrorCode): error is AuthError {
    return error instanceof AuthError && (code === undefined || error.code === code);
  }

  static aborted(): AuthError {
    return new AuthError('Aborted', 'Component unmounted');
  }

  static synchronizingTooLong(): AuthError {
    return new AuthError('SynchronizingTooLong', 'Your membership is still being prepared. Please try signing in again in a few minutes.');
  }

  static unsafeUrl(): AuthError {
    return new AuthError('UnsafeUrl', "This sign-in provider's address is not safe, so the app will not open it.");
  }

  static notSignedIn(): AuthError {
    return new AuthError('NotSignedIn', 'You are not signed in.');
  }
}
