/** What a screen with unsaved work tells the page while it is being left. */
export interface LeaveGuard {
  /** Leaving now would lose something; read each time the page is being left. */
  readonly blocking: boolean;
  /** A move to another page of the app is held: ask, and call `resume` to make it after all. */
  leaveAttempted(resume: () => void): void;
}

/** The page being left: reloaded, closed, sent to another site, or moved to another page of the app. */
export interface PageLeaving {
  /**
   * Until the function returned is called, leaving while `guard.blocking` asks first: the browser's own question
   * when the page itself goes, `guard.leaveAttempted` for a move to another page of the app.
   */
  guard(guard: LeaveGuard): () => void;
}
export const PAGE_LEAVING = Symbol.for('PageLeaving');
