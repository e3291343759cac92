import type { CrossTabLock } from '../../application/ports/CrossTabLock';

/** One lock per name, shared by every client given the same instance (two "tabs" in a test). */
export class InMemoryCrossTabLock implements CrossTabLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(name: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    const next = previous.then(task, task);
    this.tails.set(name, next.catch(() => undefined));
    return next;
  }
}
