import type { WindowFocus } from '../../application/ports/WindowFocus';

/** A window a test brings back to the front (`focus`). */
export class InMemoryWindowFocus implements WindowFocus {
  private readonly listeners = new Set<() => void>();

  onFocus(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  focus(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** How many are listening: none once every screen that listened has gone. */
  get listenerCount(): number {
    return this.listeners.size;
  }
}
