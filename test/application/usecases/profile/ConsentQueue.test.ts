import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { ConsentQueue } from '../../../../src/application/usecases/profile/ConsentQueue';
import { consentStepKey, storedConsentStep } from '../../../../src/application/storage/storedConsentStep';

const CONSENT_STEP_KEY = consentStepKey('net-1');
import type { Membership } from '../../../../src/domain/membership/Membership';
import type { NetworkCustomization } from '../../../../src/domain/network/NetworkCustomization';
import { InMemoryMembershipGateway } from '../../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../../harness';

const ALL_ON = { isPromotionalConsentOn: true, isPartnerConsentOn: true, isProfilingConsentOn: true };

function harness(options: { network?: Partial<NetworkCustomization>; member?: Partial<Membership> | null } = {}) {
  const h = sessionHarness(sampleNetwork({ ...ALL_ON, ...options.network }));
  const member = options.member === null ? null : sampleMembership(options.member ?? {});
  const memberships = new InMemoryMembershipGateway(member);
  if (member) h.session.updateMembership(member);
  const newQueue = () => new ConsentQueue(h.session, memberships, h.sessionStore);
  return { ...h, memberships, newQueue, stored: () => h.sessionStore.get(CONSENT_STEP_KEY) };
}

describe('ConsentQueue (spec §4 consent queue)', () => {
  it('asks promotional, then connecting, then profiling', async () => {
    const h = harness();
    const queue = h.newQueue();
    expect(queue.start()).toBe('promotional');
    expect(queue.current).toBe('promotional');
    expect(queue.decline()).toBe('connecting');
    expect((await queue.accept()).next).toBe('profiling');
    expect(queue.decline()).toBeNull();
    expect(queue.current).toBeNull();
  });

  it('skips consents switched off and those already accepted', () => {
    const h = harness({ network: { isPromotionalConsentOn: false }, member: { partnerAccepted: true } });
    expect(h.newQueue().start()).toBe('profiling');
  });

  it('has nothing to ask when every consent is off, and stores nothing', () => {
    const h = harness({ network: { isPromotionalConsentOn: false, isPartnerConsentOn: false, isProfilingConsentOn: false } });
    expect(h.newQueue().start()).toBeNull();
    expect(h.stored()).toBeNull();
  });

  it('has nothing to ask a guest', () => {
    const h = harness({ member: null });
    expect(h.newQueue().start()).toBeNull();
  });

  it.each([
    ['promotional', 0, { marketingAccepted: true }],
    ['connecting', 1, { partnerAccepted: true }],
    ['profiling', 2, { profilingAccepted: true }],
  ] as const)('accepting %s saves its flag only, to the server and the session', async (step, declinedBefore, patch) => {
    const h = harness();
    const queue = h.newQueue();
    queue.start();
    for (let i = 0; i < declinedBefore; i++) queue.decline();
    expect(queue.current).toBe(step);
    const answer = await queue.accept();
    expect(answer.kind).toBe('saved');
    expect(h.memberships.callsOf('update')).toEqual([['mem-1', patch]]);
    expect(h.session.membership).toMatchObject(patch);
    expect(h.session.storedMembership()).toMatchObject(patch);
  });

  it('declining saves nothing', () => {
    const h = harness();
    const queue = h.newQueue();
    queue.start();
    queue.decline();
    queue.decline();
    queue.decline();
    expect(h.memberships.calls).toEqual([]);
    expect(h.session.membership).toMatchObject({ marketingAccepted: false, partnerAccepted: false, profilingAccepted: false });
  });

  it('reports a failed save and moves on all the same', async () => {
    const h = harness();
    const queue = h.newQueue();
    queue.start();
    const refusal = new ApiError(500, 'InternalError', 'The server is having a bad day.');
    h.memberships.failNext('update', refusal);
    const answer = await queue.accept();
    expect(answer).toEqual({ kind: 'failed', error: refusal, next: 'connecting' });
    expect(queue.current).toBe('connecting');
    expect(h.session.membership?.marketingAccepted).toBe(false);
  });

  it('keeps the step being asked in the session store, and clears it at the end', async () => {
    const h = harness();
    const queue = h.newQueue();
    queue.start();
    expect(h.stored()).toEqual({ membershipId: 'mem-1', step: 'promotional' });
    queue.decline();
    expect(h.stored()).toEqual({ membershipId: 'mem-1', step: 'connecting' });
    await queue.accept();
    expect(h.stored()).toEqual({ membershipId: 'mem-1', step: 'profiling' });
    queue.decline();
    expect(h.stored()).toBeNull();
  });

  it('resumes after a reload at the stored step, not asking again what was declined', () => {
    const h = harness();
    const before = h.newQueue();
    before.start();
    before.decline();
    // A reload: the queue object is gone, the session store is not.
    const after = h.newQueue();
    expect(after.start()).toBe('connecting');
    expect(after.decline()).toBe('profiling');
  });

  it('resumes past a stored step the member accepted meanwhile', () => {
    const h = harness({ member: { partnerAccepted: true } });
    h.sessionStore.set(CONSENT_STEP_KEY, { membershipId: 'mem-1', step: 'connecting' });
    expect(h.newQueue().start()).toBe('profiling');
  });

  it("ignores a step stored for another member, or one it cannot read", () => {
    const h = harness();
    h.sessionStore.set(CONSENT_STEP_KEY, { membershipId: 'mem-2', step: 'profiling' });
    expect(h.newQueue().start()).toBe('promotional');
    h.sessionStore.set(CONSENT_STEP_KEY, { membershipId: 'mem-1', step: 'marketing' });
    expect(h.newQueue().start()).toBe('promotional');
    expect(storedConsentStep(h.sessionStore, { id: 'mem-1', networkId: 'net-1' })).toBe('promotional');
  });

  it('clear() forgets the queue and its stored step', () => {
    const h = harness();
    const queue = h.newQueue();
    queue.start();
    queue.clear();
    expect(queue.current).toBeNull();
    expect(h.stored()).toBeNull();
  });

  it('a member who logged out mid-save is not signed back in and leaves no step behind', async () => {
    const h = harness();
    const queue = h.newQueue();
    queue.start();
    const saving = queue.accept();
    h.session.clearUser();
    h.sessionStore.remove(CONSENT_STEP_KEY);
    await saving;
    expect(h.session.membership).toBeNull();
    expect(h.stored()).toBeNull();
  });

  it('a decline that overtakes a running save does not skip the next consent', async () => {
    const h = harness();
    const queue = h.newQueue();
    queue.start();
    const saving = queue.accept();
    expect(queue.decline()).toBe('connecting');
    expect((await saving).next).toBe('connecting');
  });
});
