/** JSON values by key: local storage for what survives the tab, session storage for what does not. */
export interface KeyValueStore {
  get<T>(key: string): T | null;
  set<T>(key: string, value: T): void;
  remove(key: string): void;
  /** Removes every key that starts with `prefix`. */
  removeByPrefix(prefix: string): void;
}
export const LOCAL_STORE = Symbol.for('LocalStore');
export const SESSION_STORE = Symbol.for('SessionStore');

/** Keys of every stored trace of a user, so logout can remove them all. */
export const STORAGE_KEYS = {
  membership: 'membership',
  chatDraftPrefix: 'chat-draft',
  commentDraftPrefix: 'comment-draft',
  surveyDraftPrefix: 'survey-draft',
  /** What a manager's area keeps on this device: the engagement period, the notifications sent. */
  managePrefix: 'manage',
  consentStep: 'consent-step',
  appVersion: 'app-version',
  birthdate: 'birthdate',
  ssoState: 'sso-state',
  /** Where versions before issue 22 kept one chat token for every network (session storage); removed at start. */
  legacyChatToken: 'chat-token',
} as const;

/** A user's trace is kept per network (`membership:<networkId>`): logging out of one leaves the others. */
export function networkKey(key: string, networkId: string): string {
  return `${key}:${networkId}`;
}
