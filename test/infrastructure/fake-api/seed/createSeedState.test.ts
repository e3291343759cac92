// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSeedState } from '../../../../src/infrastructure/fake-api/seed/createSeedState';

describe('the demo seed', () => {
  it('makes marco@demo.test a network manager of every demo network (issue 12)', () => {
    const state = createSeedState(Date.parse('2026-11-24T12:00:00Z'));
    const marco = state.users.find((user) => user.email === 'marco@demo.test');
    expect(marco).toBeDefined();
    const managed = state.memberships.filter((membership) => membership.userId === marco?.id && membership.role === 'network_manager').map((membership) => membership.networkId);
    expect(new Set(managed)).toEqual(new Set(state.networks.map((network) => network.customization.id)));
  });
});
