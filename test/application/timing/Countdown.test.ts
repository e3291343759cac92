import { describe, expect, it } from 'vitest';
import { Countdown, RESEND_COUNTDOWN_SECONDS } from '../../../src/application/timing/Countdown';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';

function countdownHarness() {
  const clock = new ManualClock(1_700_000_000_000);
  const countdown = new Countdown(clock);
  const told: number[] = [];
  countdown.subscribe((remaining) => told.push(remaining));
  return { clock, countdown, told };
}

describe('Countdown (spec §4 60 s resend countdowns)', () => {
  it('counts 60 seconds down once a second and ends', () => {
    const h = countdownHarness();
    expect(RESEND_COUNTDOWN_SECONDS).toBe(60);
    expect(h.countdown.running).toBe(false);
    h.countdown.start();
    expect(h.countdown.remaining).toBe(60);
    expect(h.countdown.running).toBe(true);
    expect(h.clock.pendingDelays()).toEqual([1000]);

    h.clock.advance(999);
    expect(h.countdown.remaining).toBe(60);
    h.clock.advance(1);
    expect(h.countdown.remaining).toBe(59);
    h.clock.advance(58_000);
    expect(h.countdown.remaining).toBe(1);
    expect(h.countdown.running).toBe(true);
    h.clock.advance(1000);
    expect(h.countdown.remaining).toBe(0);
    expect(h.countdown.running).toBe(false);
    expect(h.told).toEqual(Array.from({ length: 61 }, (_, index) => 60 - index));
    expect(h.clock.pendingDelays()).toEqual([]);
  });

  it('starts over when started again while running', () => {
    const h = countdownHarness();
    h.countdown.start(60);
    h.clock.advance(30_000);
    h.countdown.start(60);
    expect(h.countdown.remaining).toBe(60);
    expect(h.clock.pendingDelays()).toEqual([1000]);
    h.clock.advance(59_999);
    expect(h.countdown.running).toBe(true);
    h.clock.advance(1);
    expect(h.countdown.running).toBe(false);
  });

  it('ends on time when every tick comes 700 ms late (a throttled background tab)', () => {
    const clock = new ManualClock(0);
    const lateClock = { now: () => clock.now(), schedule: (ms: number, task: () => void) => clock.schedule(ms + 700, task) };
    const countdown = new Countdown(lateClock);
    countdown.start(5);
    clock.advance(1700);
    // One late tick, yet the seconds shown are those really left: 3.3 s, shown as 4.
    expect(countdown.remaining).toBe(4);
    // Counting ticks would end at 5 × 1.7 s = 8.5 s; the deadline ends it with the last late tick.
    clock.advance(4000);
    expect(countdown.remaining).toBe(0);
    expect(countdown.running).toBe(false);
    expect(clock.pendingDelays()).toEqual([]);
  });

  it('stops telling a listener that unsubscribed', () => {
    const h = countdownHarness();
    const other: number[] = [];
    const unsubscribe = h.countdown.subscribe((remaining) => other.push(remaining));
    h.countdown.start(3);
    unsubscribe();
    h.clock.advance(3000);
    expect(other).toEqual([3]);
    expect(h.told).toEqual([3, 2, 1, 0]);
  });

  it('stop ends the countdown at once and keeps its listeners for the next start', () => {
    const h = countdownHarness();
    h.countdown.start(60);
    h.clock.advance(5000);
    h.countdown.stop();
    expect(h.countdown.running).toBe(false);
    expect(h.clock.pendingDelays()).toEqual([]);
    h.countdown.start(2);
    expect(h.told).toEqual([60, 59, 58, 57, 56, 55, 0, 2]);
  });
});
