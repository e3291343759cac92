import type { WindowSignals } from '../../application/ports/WindowSignals';

/** A window a test brings back to the front (`focus`) or back online (`backOnline`). */
export class InMemoryWindowSignals implements WindowSignals {
  private readonly focusListeners = new Set<() => void>();
  private readonly onlineListeners = new Set<() => void>();

  onFocus(listener: () => void): () => void {
    return listen(this.focusListeners, listener);
  }

  onOnline(listener: () => void): () => void {
    return listen(this.onlineListeners, listener);
  }

  focus(): void {
    for (const listener of [...this.focusListeners]) listener();
  }

  backOnline(): void {
    for (const listener of [...this.onlineListeners]) listener();
  }

  /** How many are listening: none once every screen that listened has gone. */
  get listenerCount(): number {
    return this.focusListeners.size + this.onlineListeners.size;
  }
}

function listen(listeners: Set<() => void>, listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
