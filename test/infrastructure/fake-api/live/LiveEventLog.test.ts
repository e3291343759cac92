// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FakeState } from '../../../../src/infrastructure/fake-api/FakeState';
import { LIVE_LOG_CAPACITY, LiveEventLog } from '../../../../src/infrastructure/fake-api/live/LiveEventLog';
import { NETWORK_READERS } from '../../../../src/infrastructure/fake-api/live/liveAudience';

function logOf(capacity?: number) {
  const state = { liveLogs: [] } as unknown as FakeState;
  return { state, log: new LiveEventLog(() => state, capacity) };
}

const deleted = (log: LiveEventLog, networkId: string, id: string) => log.publish(networkId, 'content.deleted', { id }, NETWORK_READERS);

describe('LiveEventLog', () => {
  it('numbers events from 1, per network, and keeps them in the state', () => {
    const { state, log } = logOf();
    expect(log.lastId('net-a')).toBe(0);
    expect([deleted(log, 'net-a', 'c1').id, deleted(log, 'net-a', 'c2').id, deleted(log, 'net-b', 'c3').id]).toEqual([1, 2, 1]);
    expect(log.lastId('net-a')).toBe(2);
    expect(state.liveLogs.map((record) => [record.networkId, record.events.map((event) => event.id)])).toEqual([
      ['net-a', [1, 2]],
      ['net-b', [1]],
    ]);
  });

  it('replays what came after an id, oldest first, and nothing after the latest', () => {
    const { log } = logOf();
    for (const id of ['c1', 'c2', 'c3']) deleted(log, 'net-a', id);
    expect(log.after('net-a', 1)?.map((event) => [event.id, event.name, event.data])).toEqual([
      [2, 'content.deleted', { id: 'c2' }],
      [3, 'content.deleted', { id: 'c3' }],
    ]);
    expect(log.after('net-a', 0)).toHaveLength(3);
    expect(log.after('net-a', 3)).toEqual([]);
    expect(log.after('net-quiet', 0)).toEqual([]);
  });

  it('keeps the latest 500: a resume after a dropped event, or after an id it never gave, is a reset (null)', () => {
    const { log } = logOf();
    expect(LIVE_LOG_CAPACITY).toBe(500);
    for (let index = 1; index <= 503; index += 1) deleted(log, 'net-a', `c${index}`);
    expect(log.after('net-a', 3)?.map((event) => event.id)).toEqual(Array.from({ length: 500 }, (_, index) => index + 4));
    expect(log.after('net-a', 2)).toBeNull();
    expect(log.after('net-a', 504)).toBeNull();
    expect(log.after('net-quiet', 1)).toBeNull();
  });

  it('gives a typing frame its own id without keeping it', () => {
    const { log } = logOf(3);
    deleted(log, 'net-a', 'c1');
    expect(log.nextId('net-a')).toBe(2);
    expect(deleted(log, 'net-a', 'c2').id).toBe(3);
    expect(log.after('net-a', 1)?.map((event) => event.id)).toEqual([3]);
    expect(log.after('net-a', 2)?.map((event) => event.id)).toEqual([3]);
  });

  it('tells its listeners each event as it is published, until they stop listening', () => {
    const { log } = logOf();
    const heard: [string, number][] = [];
    const stop = log.onPublish((networkId, event) => heard.push([networkId, event.id]));
    deleted(log, 'net-a', 'c1');
    stop();
    deleted(log, 'net-a', 'c2');
    expect(heard).toEqual([['net-a', 1]]);
  });

  it('forgets everything for a reseeded state, numbering on, so an old id resumes with a reset', () => {
    const { state, log } = logOf();
    deleted(log, 'net-a', 'c1');
    deleted(log, 'net-a', 'c2');
    state.liveLogs = log.forgetAll();
    expect(log.after('net-a', 2)).toBeNull();
    expect(log.after('net-a', 0)).toBeNull();
    expect(deleted(log, 'net-a', 'c3').id).toBe(4);
    expect(log.after('net-a', 3)?.map((event) => event.id)).toEqual([4]);
  });
});
