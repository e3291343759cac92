/**
 * The current mount of a screen: waits started while it is mounted are aborted when it unmounts.
 * React may unmount and mount the same screen again (StrictMode does in development), so a new
 * mount starts a new lifetime instead of inheriting an aborted one.
 */
export class Lifetime {
  private controller = new AbortController();

  /** Read when a wait starts: it belongs to the mount it started in. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  begin(): void {
    if (this.controller.signal.aborted) this.controller = new AbortController();
  }

  end(reason: unknown): void {
    this.controller.abort(reason);
  }
}
