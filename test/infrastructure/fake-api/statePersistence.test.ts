// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createFakeBackend,
  createMemoryPersistence,
  DEFAULT_SCENARIOS,
  FAKE_STATE_VERSION,
  type FakeState,
} from '../../../src/infrastructure/fake-api/index';
import { NETWORK_IDS, T0 } from './fakeApiHarness';

describe('persistence', () => {
  it('round-trips the state through the persistence and reset clears it', async () => {
    const persistence = createMemoryPersistence();
    let now = T0;
    const first = createFakeBackend({ persistence, now: () => now });
    first.scenarios.set({ latencyMs: 250 });
    first.inbox.deliver('sms', '+393330000009', 'Your code is 123456', '123456');
    const user = first.createUser({ email: 'kept@example.com', mobilePhone: null, password: 'Kept#2026', emailConfirmed: true });
    const network = first.networkById(NETWORK_IDS.harbour);
    if (!network) throw new Error('seed lost Harbour Runners');
    const member = first.createMembership(user, network);
    const tokens = first.issueTokens(member);
    first.persist();
    expect(persistence.saved).not.toBeNull();

    now += 1_000;
    const second = createFakeBackend({ persistence, now: () => now });
    expect(second.scenarios.get().latencyMs).toBe(250);
    expect(second.inbox.latestCodeFor('+39 333 000 0009')).toBe('123456');
    expect(second.userByEmail('kept@example.com')?.id).toBe(user.id);
    expect(second.memberForAccessToken(tokens.accessToken)?.id).toBe(member.id);
    // Ids keep counting from where the first run stopped.
    expect(second.nextId('mem')).not.toBe(member.id);

    second.reset();
    expect(persistence.saved).toBeNull();
    expect(second.userByEmail('kept@example.com')).toBeUndefined();
    expect(second.scenarios.get()).toEqual(DEFAULT_SCENARIOS);
    expect(second.inbox.list()).toEqual([]);
    expect(createFakeBackend({ persistence }).userByEmail('kept@example.com')).toBeUndefined();
  });

  it('replaces a demo state saved before notifications existed (version 2) by a fresh seed', async () => {
    const persistence = createMemoryPersistence();
    const backend = createFakeBackend({ persistence });
    const { notifications: _dropped, ...older } = backend.state;
    persistence.save({ ...older, version: 2 } as FakeState);
    const reloaded = createFakeBackend({ persistence });
    expect(reloaded.state.version).toBe(FAKE_STATE_VERSION);
    expect(reloaded.state.notifications.map((record) => record.id)).toContain('ntf-harbour-10k');
  });

  it('replaces a demo state saved before coupons existed (version 14) by a fresh seed', () => {
    const persistence = createMemoryPersistence();
    const backend = createFakeBackend({ persistence });
    const { coupons: _dropped, ...older } = backend.state;
    persistence.save({ ...older, version: 14 } as FakeState);
    const reloaded = createFakeBackend({ persistence });
    expect(reloaded.state.version).toBe(FAKE_STATE_VERSION);
    expect(reloaded.state.coupons.map((record) => record.id)).toContain('cpn-harbour-shoes');
  });

  it('ignores a saved state of another version', () => {
    const persistence = createMemoryPersistence();
    const backend = createFakeBackend({ persistence });
    backend.createUser({ email: 'old@example.com', mobilePhone: null, password: 'Old#20260', emailConfirmed: true });
    persistence.save({ ...backend.state, version: 0 });
    expect(createFakeBackend({ persistence }).userByEmail('old@example.com')).toBeUndefined();
  });
});
