/**
 * The one adapter of the five auth role ports (e-mail account, account exchange, phone code, provider sign-in, session
 * end): each role's token resolves to it, so QA and tests swap them all by this token, or one role by its own.
 */
export const AUTH_ADAPTER = Symbol.for('AuthAdapter');
