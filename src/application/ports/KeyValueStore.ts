/** JSON values by key: local storage for what survives the tab, session storage for what does not. */
export interface KeyValueStore {
  get<T>(key: string): T | null;
  set<T>(key: string, value: T): void;
  remove(key: string): void;
  /** Removes every key that starts with `prefix`. */
  removeByPrefix(prefix: string): void;
  /** The keys that start with `prefix`. */
  keys(prefix: string): string[];
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
  /** The complete-profile prompt was showing (spec §3 "complete-profile visibility flag"): a reload shows it again. */
  completeProfile: 'complete-profile',
  appVersion: 'app-version',
  birthdate: 'birthdate',
  ssoState: 'sso-state',
  /** Where earlier versions kept one chat token for every network (session storage); removed at start. */
  legacyChatToken: 'chat-token',
} as const;

/**
 * Drafts of every network (`<prefix>:<networkId>:…`): kept for a member's convenience, so they are what gives way
 * when the storage is full, and what is forgotten when old (DESIGN.md Conventions). A function, not a list built when the
 * module loads: a top level that reads STORAGE_KEYS has side effects for the bundler, which then keeps this module
 * (on the first load) out of the entry's file and brings every port's token along (DESIGN.md Budgets).
 */
export function draftKeyPrefixes(): string[] {
  return [STORAGE_KEYS.chatDraftPrefix, STORAGE_KEYS.commentDraftPrefix, STORAGE_KEYS.surveyDraftPrefix].map((prefix) => `${prefix}:`);
}

export function isDraftKey(key: string): boolean {
  return draftKeyPrefixes().some((prefix) => key.startsWith(prefix));
}

/** A user's trace is kept per network (`membership:<networkId>`): logging out of one leaves the others. */
export function networkKey(key: string, networkId: string): string {
  return `${key}:${networkId}`;
}
