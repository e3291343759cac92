/** Leaves the app for another site (an SSO provider), replacing the page. */
export interface ExternalNavigator {
  /** The absolute URL the provider must send the visitor back to for a network-relative path. */
  callbackUrl(networkPath: string): string;
  leaveTo(url: string): void;
  /** Loads the current address afresh: nothing of what ran in this page survives. */
  reload(): void;
}
export const EXTERNAL_NAVIGATOR = Symbol.for('ExternalNavigator');
