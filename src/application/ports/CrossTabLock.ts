/**
 * A lock shared by every tab of this browser (the Web Locks API): the task runs once no other tab
 * holds a lock of the same name, so tabs that refresh at the same moment take turns.
 */
export interface CrossTabLock {
  run<T>(name: string, task: () => Promise<T>): Promise<T>;
}
export const CROSS_TAB_LOCK = Symbol.for('CrossTabLock');
