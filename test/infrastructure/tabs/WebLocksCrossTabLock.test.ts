import { describe, expect, it } from 'vitest';
import { WebLocksCrossTabLock } from '../../../src/infrastructure/tabs/WebLocksCrossTabLock';

describe('WebLocksCrossTabLock', () => {
  it('runs the task under navigator.locks with the given name', async () => {
    const requested: string[] = [];
    const locks = { request: (name: string, task: () => Promise<unknown>) => (requested.push(name), task()) } as unknown as LockManager;
    await expect(new WebLocksCrossTabLock(locks).run('refresh-token:net-1', async () => 'done')).resolves.toBe('done');
    expect(requested).toEqual(['refresh-token:net-1']);
  });

  it('without the Web Locks API runs the task at once', async () => {
    await expect(new WebLocksCrossTabLock(null).run('refresh', async () => 'ran')).resolves.toBe('ran');
  });
});
