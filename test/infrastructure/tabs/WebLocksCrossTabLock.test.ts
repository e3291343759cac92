import { describe, expect, it } from 'vitest';
import { WebLocksCrossTabLock } from '../../../src/infrastructure/tabs/WebLocksCrossTabLock';

describe('WebLocksCrossTabLock', () => {
  it('runs the task under navigator.locks with the given name', async () => {
    const requested: string[] = [];
    const locks = { request: (name: string, task: () => Promise<unknown>) => (requested.push(name), task()) } as unknown as LockManager;
    await expect(new WebLocksCrossTabLock(locks).run('refresh-token:net-1', async () => 'done')).resolves.toBe('done');
    expect(requested).toEqual(['refresh-token:net-1']);
  });

  it('without the Web Locks API, tasks of one name still take turns in this tab', async () => {
    const lock = new WebLocksCrossTabLock(null);
    const order: string[] = [];
    let releaseFirst = () => {};
    const first = lock.run('refresh', () => new Promise<void>((resolve) => (releaseFirst = () => (order.push('first'), resolve()))));
    const second = lock.run('refresh', async () => void order.push('second'));
    await Promise.resolve();
    expect(order).toEqual([]);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
  });
});
