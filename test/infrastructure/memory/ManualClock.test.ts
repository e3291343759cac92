import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';

describe('ManualClock', () => {
  it('starts where it is told and moves only when advanced', () => {
    const clock = new ManualClock(1_000);
    expect(clock.now()).toBe(1_000);
    clock.advance(250);
    expect(clock.now()).toBe(1_250);
  });

  it('fires scheduled tasks in time order, ties in the order they were set, each at its due time', () => {
    const clock = new ManualClock();
    const fired: string[] = [];
    clock.schedule(300, () => fired.push(`c@${clock.now()}`));
    clock.schedule(100, () => fired.push(`a@${clock.now()}`));
    clock.schedule(100, () => fired.push(`b@${clock.now()}`));

    clock.advance(99);
    expect(fired).toEqual([]);
    clock.advance(250);

    expect(fired).toEqual(['a@100', 'b@100', 'c@300']);
    expect(clock.now()).toBe(349);
  });

  it('fires a timer that another timer sets when it falls inside the window', () => {
    const clock = new ManualClock();
    const fired: number[] = [];
    clock.schedule(100, () => clock.schedule(100, () => fired.push(clock.now())));

    clock.advance(200);

    expect(fired).toEqual([200]);
  });

  it('does not run a cancelled task', () => {
    const clock = new ManualClock();
    let runs = 0;
    const cancel = clock.schedule(10, () => runs++);
    cancel();
    clock.advance(100);
    expect(runs).toBe(0);
    expect(clock.pendingDelays()).toEqual([]);
  });

  it('resolves a sleep once its time has come, and reports what is pending', async () => {
    const clock = new ManualClock();
    let woke = false;
    const sleeping = clock.sleep(1_000).then(() => {
      woke = true;
    });
    clock.advance(999);
    expect(clock.pendingDelays()).toEqual([1]);
    await Promise.resolve();
    expect(woke).toBe(false);
    clock.advance(1);
    await sleeping;
    expect(woke).toBe(true);
  });

  it('rejects a sleep with the abort reason, and forgets its timer', async () => {
    const clock = new ManualClock();
    const controller = new AbortController();
    const sleeping = clock.sleep(1_000, controller.signal);
    controller.abort(new Error('Component unmounted'));

    await expect(sleeping).rejects.toThrow('Component unmounted');
    expect(clock.pendingDelays()).toEqual([]);
  });

  it('rejects at once a sleep whose signal is already aborted', async () => {
    const clock = new ManualClock();
    await expect(clock.sleep(10, AbortSignal.abort('gone'))).rejects.toBe('gone');
  });

  it('drives async loops through the whole window with advanceAsync', async () => {
    const clock = new ManualClock();
    const polls: number[] = [];
    const poll = async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        await clock.sleep(1_000);
        polls.push(clock.now());
      }
    };
    const done = poll();

    clock.advance(5_000);
    expect(polls).toEqual([]);

    await clock.advanceAsync(5_000);
    await done;
    expect(polls).toEqual([5_000, 6_000, 7_000, 8_000, 9_000]);
  });
});
