import type { PageVisibility } from '../../application/ports/PageVisibility';

/** A page a test shows and hides (`set`). */
export class InMemoryPageVisibility implements PageVisibility {
  private visible = true;
  private readonly listeners = new Set<(visible: boolean) => void>();

  isVisible(): boolean {
    return this.visible;
  }

  onChange(listener: (visible: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    for (const listener of [...this.listeners]) listener(visible);
  }

  /** How many are listening: none once every screen that listened has gone. */
  get listenerCount(): number {
    return this.listeners.size;
  }
}
