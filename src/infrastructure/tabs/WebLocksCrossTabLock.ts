import type { CrossTabLock } from '../../application/ports/CrossTabLock';
import { InMemoryCrossTabLock } from '../memory/InMemoryCrossTabLock';

/**
 * The Web Locks API (`navigator.locks`), held by one tab of the origin at a time. Where a browser has
 * none, tasks of this tab still take turns; other tabs then rely on re-reading the stored refresh token.
 */
export class WebLocksCrossTabLock implements CrossTabLock {
  private readonly thisTabOnly = new InMemoryCrossTabLock();

  constructor(private readonly locks: LockManager | null = globalThis.navigator?.locks ?? null) {}

  run<T>(name: string, task: () => Promise<T>): Promise<T> {
    return this.locks ? this.locks.request(name, task) : this.thisTabOnly.run(name, task);
  }
}
