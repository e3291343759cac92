/**
 * Tokens of use cases the composition root loads on first use. They live apart from their classes:
 * a token imported from the class's own module would bring the class into the first load with it.
 */
export const END_EXPIRED_SESSION = Symbol.for('EndExpiredSession');
export const FOLLOW_OTHER_TABS = Symbol.for('FollowOtherTabs');
export const LOGOUT = Symbol.for('Logout');
export const REMEMBER_LANGUAGE = Symbol.for('RememberLanguage');
export const RESTORE_SESSION = Symbol.for('RestoreSession');
