/** A sign-in or sign-out in one tab, told to the other tabs of the browser. */
export interface SessionChange {
  kind: 'signedIn' | 'signedOut';
  networkId: string;
}

/** How the tabs of one browser hear each other's sign-ins and sign-outs (never the tab that told). */
export interface SessionBroadcast {
  announce(change: SessionChange): void;
  listen(handler: (change: SessionChange) => void): () => void;
}
export const SESSION_BROADCAST = Symbol.for('SessionBroadcast');
