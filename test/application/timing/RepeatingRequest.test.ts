import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { ON_DEMAND, outcomeOfFailure, RepeatingRequest, type RoundResult } from '../../../src/application/timing/RepeatingRequest';
import { RepeatPolicy } from '../../../src/domain/timing/RepeatPolicy';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { SequenceRandomSource } from '../../../src/infrastructure/memory/SequenceRandomSource';

const EVERY_10_S = new RepeatPolicy({ intervalMs: 10_000 });

/** A request whose rounds answer what the test queues (then 'answered'), recording when each ran. */
function repeating(policy: RepeatPolicy, fractions: number[] = []) {
  const clock = new ManualClock(0);
  const ranAt: number[] = [];
  const answers: Array<RoundResult | Error> = [];
  const stops: string[] = [];
  const request = new RepeatingRequest(
    clock,
    new SequenceRandomSource([], fractions),
    policy,
    async () => {
      ranAt.push(clock.now());
      const answer = answers.shift() ?? 'answered';
      if (answer instanceof Error) throw answer;
      return answer;
    },
    (reason) => stops.push(reason),
  );
  return { clock, ranAt, answers, stops, request };
}

describe('RepeatingRequest', () => {
  it('runs its first round after the interval, then one every interval, and again at once after something new', async () => {
    const h = repeating(EVERY_10_S);
    h.request.start();
    h.answers.push('answered', 'new', 'answered');
    await h.clock.advanceAsync(30_000);
    expect(h.ranAt).toEqual([10_000, 20_000, 20_000, 30_000]);
  });

  it('runs an asked round at once when the floor allows, else once it does, and many asks make one round', async () => {
    const h = repeating(ON_DEMAND);
    h.request.ask();
    await h.clock.advanceAsync(1_000);
    h.request.ask();
    h.request.ask();
    await h.clock.advanceAsync(0);
    expect(h.ranAt).toEqual([0]);
    await h.clock.advanceAsync(3_000);
    expect(h.ranAt).toEqual([0, 4_000]);
    expect(h.clock.pendingDelays()).toEqual([]);
  });

  it('backs off after failures with the RandomSource’s jitter, also for asked rounds', async () => {
    const h = repeating(ON_DEMAND, [0.5, 0.999_999]);
    h.answers.push(new ApiError(500, 'ServerError', ''), new ApiError(0, ApiError.NETWORK, ''));
    h.request.ask();
    await h.clock.advanceAsync(0);
    h.request.ask();
    await h.clock.advanceAsync(3_999);
    expect(h.ranAt).toEqual([0]);
    await h.clock.advanceAsync(1);
    expect(h.ranAt).toEqual([0, 4_000]);

    h.request.ask();
    await h.clock.advanceAsync(0);
    expect(h.clock.pendingDelays()).toEqual([9_600]);
  });

  it('stops on a refusal and says why; asks are ignored until the member’s retry runs a round at once', async () => {
    const h = repeating(EVERY_10_S);
    h.answers.push(new ApiError(403, 'Forbidden', ''));
    h.request.start();
    await h.clock.advanceAsync(10_000);
    expect(h.stops).toEqual(['refused']);
    expect(h.request.isStopped).toBe(true);
    h.request.ask();
    await h.clock.advanceAsync(60_000);
    expect(h.ranAt).toEqual([10_000]);

    await h.request.now();
    expect(h.ranAt).toEqual([10_000, 70_000]);
    expect(h.request.isStopped).toBe(false);
    expect(h.clock.pendingDelays()).toEqual([10_000]);
  });

  it('runs a round the member asks for after the one under way, whose answer may predate what they did', async () => {
    const h = repeating(ON_DEMAND);
    const first = h.request.now();
    const second = h.request.now();
    await Promise.all([first, second]);
    expect(h.ranAt).toEqual([0, 0]);
  });

  it('stops for the policy’s time limit too', async () => {
    const h = repeating(new RepeatPolicy({ intervalMs: 2_000, floorMs: 2_000, giveUpAfterMs: 6_000 }));
    await h.request.now();
    await h.clock.advanceAsync(60_000);
    expect(h.ranAt).toEqual([0, 2_000, 4_000, 6_000]);
    expect(h.stops).toEqual(['tooLong']);
  });

  it('runs nothing while paused until asked, nothing once closed, and closes when a round says the flow is finished', async () => {
    const h = repeating(EVERY_10_S);
    h.request.start();
    h.request.pause();
    await h.clock.advanceAsync(60_000);
    expect(h.ranAt).toEqual([]);
    h.request.ask();
    await h.clock.advanceAsync(0);
    expect(h.ranAt).toEqual([60_000]);

    h.answers.push('finished');
    await h.clock.advanceAsync(10_000);
    h.request.ask();
    await h.request.now();
    await h.clock.advanceAsync(60_000);
    expect(h.ranAt).toEqual([60_000, 70_000]);
    expect(h.clock.pendingDelays()).toEqual([]);
  });

  it.each([
    ['a 401 left after the token refresh', new ApiError(401, 'Unauthorized', ''), { kind: 'refused' }],
    ['a 403', new ApiError(403, 'AccessDenied', ''), { kind: 'refused' }],
    ['a 429 with Retry-After', new ApiError(429, 'TooManyRequests', '', {}, 7_000), { kind: 'failed', retryAfterMs: 7_000 }],
    ['a 5xx', new ApiError(502, 'Http502', ''), { kind: 'failed', retryAfterMs: null }],
    ['no answer', new TypeError('Failed to fetch'), { kind: 'failed', retryAfterMs: null }],
  ])('counts %s as it should', (_, error, outcome) => {
    expect(outcomeOfFailure(error)).toEqual(outcome);
  });
});
