/**
 * Who to tell when a store of the fake back end changes (the demo panel, through `useSyncExternalStore`).
 * `subscribe` is an arrow function so that it can be handed over unbound.
 */
export class ChangeListeners {
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
