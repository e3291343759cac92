import type { CrossTabLock } from '../../application/ports/CrossTabLock';

/**
 * The Web Locks API (`navigator.locks`), held by one tab of the origin at a time. A browser without it
 * runs the task at once: the API client already lets one refresh per network run in this tab, and other
 * tabs then rely on re-reading the stored refresh token.
 */
export class WebLocksCrossTabLock implements CrossTabLock {
  constructor(private readonly locks: LockManager | null = globalThis.navigator?.locks ?? null) {}

  run<T>(name: string, task: () => Promise<T>): Promise<T> {
    return this.locks ? this.locks.request(name, task) : task();
  }
}
