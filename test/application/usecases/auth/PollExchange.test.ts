import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { AuthError } from '../../../../src/application/errors/AuthError';
import { EXCHANGE_INTERVAL_MS, MAX_EXCHANGE_RETRIES, PollExchange } from '../../../../src/application/usecases/auth/PollExchange';
import { authHarness, watch } from './authHarness';

const PENDING = { kind: 'pending' } as const;
const COMPLETED = { kind: 'completed', tokens: { accessToken: 'a', refreshToken: 'r' } } as const;

describe('PollExchange (spec §4 sign-up exchange, §9 5 retries 1 s apart)', () => {
  it('has the constants of the spec', () => {
    expect(MAX_EXCHANGE_RETRIES).toBe(5);
    expect(EXCHANGE_INTERVAL_MS).toBe(1000);
  });

  it('asks at once, then 5 more times exactly 1 s apart, then fails with the spec text', async () => {
    const h = authHarness();
    h.auth.queueExchange(PENDING, PENDING, PENDING, PENDING, PENDING, PENDING, COMPLETED);
    const polling = watch(h.pollExchange.execute('exchange-token'));
    await h.clock.advanceAsync(0);
    expect(h.auth.callsOf('exchange')).toEqual([['exchange-token']]);
    for (let attempt = 2; attempt <= 6; attempt++) {
      await h.clock.advanceAsync(999);
      expect(h.auth.callsOf('exchange')).toHaveLength(attempt - 1);
      await h.clock.advanceAsync(1);
      expect(h.auth.callsOf('exchange')).toHaveLength(attempt);
    }
    const failure = polling.settled;
    expect(failure.state).toBe('rejected');
    if (failure.state !== 'rejected') return;
    expect(failure.error).toBeInstanceOf(AuthError);
    expect(failure.error).toMatchObject({ code: 'MaxPollingAttempts', message: 'Maximum polling attempts reached' });
    await h.clock.advanceAsync(10_000);
    expect(h.auth.callsOf('exchange')).toHaveLength(6);
    expect(h.clock.pendingDelays()).toEqual([]);
  });

  it('resolves with the tokens of the 4th attempt, 3 s after the first', async () => {
    const h = authHarness();
    h.auth.queueExchange(PENDING, PENDING, PENDING, COMPLETED);
    const polling = watch(h.pollExchange.execute('exchange-token'));
    await h.clock.advanceAsync(2999);
    expect(polling.settled.state).toBe('pending');
    await h.clock.advanceAsync(1);
    expect(polling.settled).toEqual({ state: 'resolved', value: COMPLETED.tokens });
    expect(h.auth.callsOf('exchange')).toHaveLength(4);
    expect(h.clock.pendingDelays()).toEqual([]);
  });

  it("stops at once with 'Component unmounted' when aborted while waiting, and asks no more", async () => {
    const h = authHarness();
    h.auth.queueExchange(PENDING, PENDING, PENDING, PENDING, PENDING, PENDING);
    const controller = new AbortController();
    const polling = watch(h.pollExchange.execute('exchange-token', controller.signal));
    await h.clock.advanceAsync(1500);
    expect(h.auth.callsOf('exchange')).toHaveLength(2);
    controller.abort();
    await h.clock.advanceAsync(0);
    expect(polling.settled).toMatchObject({ state: 'rejected', error: { code: 'Aborted', message: 'Component unmounted' } });
    if (polling.settled.state === 'rejected') expect(polling.settled.error).toBeInstanceOf(AuthError);
    await h.clock.advanceAsync(10_000);
    expect(h.auth.callsOf('exchange')).toHaveLength(2);
    expect(h.clock.pendingDelays()).toEqual([]);
  });

  it('drops an answer that arrives after the abort', async () => {
    const h = authHarness();
    let answer: (outcome: typeof COMPLETED) => void = () => undefined;
    const controller = new AbortController();
    const slowGateway = { exchange: () => new Promise<typeof COMPLETED>((resolve) => (answer = resolve)) };
    const polling = watch(new PollExchange(slowGateway, h.clock).execute('exchange-token', controller.signal));
    controller.abort();
    answer(COMPLETED);
    await h.clock.advanceAsync(0);
    expect(polling.settled).toMatchObject({ state: 'rejected', error: { code: 'Aborted', message: 'Component unmounted' } });
  });

  it('does not start when already aborted', async () => {
    const h = authHarness();
    await expect(h.pollExchange.execute('exchange-token', AbortSignal.abort())).rejects.toThrow('Component unmounted');
    expect(h.auth.callsOf('exchange')).toEqual([]);
  });

  it('rejects with the server error of an attempt', async () => {
    const h = authHarness();
    h.auth.queueExchange(PENDING, new ApiError(400, 'InvalidToken', 'The sign-up token is not valid.'));
    const polling = watch(h.pollExchange.execute('exchange-token'));
    await h.clock.advanceAsync(1000);
    expect(polling.settled).toMatchObject({ state: 'rejected', error: { code: 'InvalidToken', message: 'The sign-up token is not valid.' } });
    expect(h.clock.pendingDelays()).toEqual([]);
  });
});
