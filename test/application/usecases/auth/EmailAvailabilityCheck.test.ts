import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import type { EmailAvailability } from '../../../../src/application/ports/EmailAccountGateway';
import {
  EMAIL_CHECK_DEBOUNCE_MS,
  EmailAvailabilityCheck,
  type EmailAvailabilityReport,
} from '../../../../src/application/usecases/auth/EmailAvailabilityCheck';
import { InMemoryAuthGateway } from '../../../../src/infrastructure/memory/InMemoryAuthGateway';
import { ManualClock } from '../../../../src/infrastructure/memory/ManualClock';

function checkHarness() {
  const clock = new ManualClock();
  const auth = new InMemoryAuthGateway([
    { email: 'member@example.com', password: 'x', member: true },
    { email: 'user@example.com', password: 'x', member: false },
  ]);
  const reports: EmailAvailabilityReport[] = [];
  const check = new EmailAvailabilityCheck(auth, clock, (report) => reports.push(report));
  return { clock, auth, reports, check };
}

/** A gateway whose answers the test releases one by one, to play slow answers. */
function slowGateway() {
  const waiting: { email: string; answer: (availability: EmailAvailability) => void }[] = [];
  return {
    waiting,
    checkEmail: (email: string) => new Promise<EmailAvailability>((resolve) => waiting.push({ email, answer: resolve })),
  };
}

const MEMBER: EmailAvailability = { available: false, hasMembership: true, hasUser: true };

describe('EmailAvailabilityCheck (spec §5 500 ms debounce, §8 conflicts)', () => {
  it('checks the normalized e-mail 500 ms after typing stops and reports no conflict for a free one', async () => {
    const h = checkHarness();
    expect(EMAIL_CHECK_DEBOUNCE_MS).toBe(500);
    h.check.emailTyped('  Free@Example.com ');
    await h.clock.advanceAsync(499);
    expect(h.auth.callsOf('checkEmail')).toEqual([]);
    await h.clock.advanceAsync(1);
    expect(h.auth.callsOf('checkEmail')).toEqual([['free@example.com']]);
    expect(h.reports).toEqual([{ kind: 'checked', email: 'free@example.com', conflict: null }]);
    expect(h.check.conflictingEmail).toBeNull();
  });

  it('restarts the wait when typing goes on at 499 ms', async () => {
    const h = checkHarness();
    h.check.emailTyped('member@example.co');
    await h.clock.advanceAsync(499);
    h.check.emailTyped('member@example.com');
    await h.clock.advanceAsync(499);
    expect(h.auth.callsOf('checkEmail')).toEqual([]);
    await h.clock.advanceAsync(1);
    expect(h.auth.callsOf('checkEmail')).toEqual([['member@example.com']]);
  });

  it.each([
    ['member@example.com', 'has_membership'],
    ['user@example.com', 'has_user'],
  ] as const)('reports %s as %s and remembers the e-mail', async (email, conflict) => {
    const h = checkHarness();
    h.check.emailTyped(email);
    await h.clock.advanceAsync(500);
    expect(h.reports).toEqual([{ kind: 'checked', email, conflict }]);
    expect(h.check.conflictingEmail).toBe(email);
  });

  it('keeps remembering the conflicting e-mail while another one is typed', async () => {
    const h = checkHarness();
    h.check.emailTyped('member@example.com');
    await h.clock.advanceAsync(500);
    h.check.emailTyped('free@example.com');
    await h.clock.advanceAsync(500);
    expect(h.check.conflictingEmail).toBe('member@example.com');
  });

  it.each(['', 'member', 'member@', 'member@example', 'mem ber@example.com', '@example.com', 'member@example..com'])(
    'never checks the invalid e-mail %j',
    async (email) => {
      const h = checkHarness();
      h.check.emailTyped(email);
      await h.clock.advanceAsync(5000);
      expect(h.auth.callsOf('checkEmail')).toEqual([]);
      expect(h.reports).toEqual([]);
      expect(h.clock.pendingDelays()).toEqual([]);
    },
  );

  it('cancels a pending check when the e-mail becomes invalid', async () => {
    const h = checkHarness();
    h.check.emailTyped('member@example.com');
    await h.clock.advanceAsync(300);
    h.check.emailTyped('member@');
    await h.clock.advanceAsync(5000);
    expect(h.auth.callsOf('checkEmail')).toEqual([]);
  });

  it('ignores the answer about an e-mail typed over since the check started', async () => {
    const clock = new ManualClock();
    const gateway = slowGateway();
    const reports: EmailAvailabilityReport[] = [];
    const check = new EmailAvailabilityCheck(gateway, clock);
    check.onResult((report) => reports.push(report));
    check.emailTyped('member@example.com');
    await clock.advanceAsync(500);
    check.emailTyped('other@example.com');
    gateway.waiting[0]?.answer(MEMBER);
    await clock.advanceAsync(0);
    expect(reports).toEqual([]);
    expect(check.conflictingEmail).toBeNull();

    await clock.advanceAsync(500);
    expect(gateway.waiting.map((request) => request.email)).toEqual(['member@example.com', 'other@example.com']);
    gateway.waiting[1]?.answer({ available: true, hasMembership: false, hasUser: false });
    await clock.advanceAsync(0);
    expect(reports).toEqual([{ kind: 'checked', email: 'other@example.com', conflict: null }]);
  });

  it('does not restart or drop a check when the same e-mail is reported again', async () => {
    const h = checkHarness();
    h.check.emailTyped('member@example.com');
    await h.clock.advanceAsync(400);
    h.check.emailTyped(' Member@example.com');
    await h.clock.advanceAsync(100);
    expect(h.auth.callsOf('checkEmail')).toEqual([['member@example.com']]);
    expect(h.reports).toHaveLength(1);
  });

  it('reports a failed check with the server error, so the presenter can toast it', async () => {
    const h = checkHarness();
    const error = new ApiError(500, 'InternalError', 'Something went wrong.');
    h.auth.failNext('checkEmail', error);
    h.check.emailTyped('member@example.com');
    await h.clock.advanceAsync(500);
    expect(h.reports).toEqual([{ kind: 'failed', email: 'member@example.com', error }]);
  });

  it('reports nothing after cancel, neither a pending check nor an answer on its way; typing again starts over', async () => {
    const h = checkHarness();
    h.check.emailTyped('member@example.com');
    h.check.cancel();
    await h.clock.advanceAsync(5000);
    expect(h.auth.callsOf('checkEmail')).toEqual([]);

    const clock = new ManualClock();
    const gateway = slowGateway();
    const reports: EmailAvailabilityReport[] = [];
    const check = new EmailAvailabilityCheck(gateway, clock, (report) => reports.push(report));
    check.emailTyped('member@example.com');
    await clock.advanceAsync(500);
    check.cancel();
    gateway.waiting[0]?.answer(MEMBER);
    await clock.advanceAsync(0);
    expect(reports).toEqual([]);
    // The same form mounted again (React remounts in development): the same e-mail is checked afresh.
    check.emailTyped('member@example.com');
    expect(clock.pendingDelays()).toEqual([500]);
  });
});
