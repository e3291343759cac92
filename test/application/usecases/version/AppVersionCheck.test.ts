import { describe, expect, it } from 'vitest';
import { AppVersionCheck } from '../../../../src/application/usecases/version/AppVersionCheck';
import { STORAGE_KEYS } from '../../../../src/application/ports/KeyValueStore';
import { InMemoryKeyValueStore } from '../../../../src/infrastructure/memory/InMemoryKeyValueStore';

function checked(stored: unknown) {
  const store = new InMemoryKeyValueStore();
  if (stored !== undefined) store.set(STORAGE_KEYS.appVersion, stored);
  const judged: string[] = [];
  const check = new AppVersionCheck(store, { execute: () => (judged.push('guard'), Promise.resolve('major' as const)) }, '4.4.1');
  return { check, judged };
}

describe('AppVersionCheck (spec §4)', () => {
  it('the version stored is this one: nothing to judge, the guard is not even loaded', async () => {
    const { check, judged } = checked('4.4.1');
    await expect(check.execute()).resolves.toBe('same');
    expect(judged).toEqual([]);
  });

  it.each([['nothing stored', undefined], ['another release', '3.9.0'], ['a pre-release of this one', '4.4.1-rc.1']])('%s: the guard judges', async (_name, stored) => {
    const { check, judged } = checked(stored);
    await expect(check.execute()).resolves.toBe('major');
    expect(judged).toEqual(['guard']);
  });
});
