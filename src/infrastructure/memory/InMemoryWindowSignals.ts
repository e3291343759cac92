import type { WindowSignals } from '../../application/ports/WindowSignals';

type Signal = 'focus' | 'online' | 'engaged';

/** A window a test brings back to the front (`focus`), back online (`backOnline`) or uses (`engage`). */
export class InMemoryWindowSignals implements WindowSignals {
  private readonly listeners: Record<Signal, Set<() => void>> = { focus: new Set(), online: new Set(), engaged: new Set() };

  onFocus(listener: () => void): () => void {
    return this.listen('focus', listener);
  }

  onOnline(listener: () => void): () => void {
    return this.listen('online', listener);
  }

  onEngaged(listener: () => void): () => void {
    return this.listen('engaged', listener);
  }

  focus(): void {
    this.tell('focus');
  }

  backOnline(): void {
    this.tell('online');
  }

  engage(): void {
    this.tell('engaged');
  }

  /** How many are listening: none once every screen that listened has gone. */
  get listenerCount(): number {
    return Object.values(this.listeners).reduce((count, listeners) => count + listeners.size, 0);
  }

  private listen(signal: Signal, listener: () => void): () => void {
    this.listeners[signal].add(listener);
    return () => this.listeners[signal].delete(listener);
  }

  private tell(signal: Signal): void {
    for (const listener of [...this.listeners[signal]]) listener();
  }
}
