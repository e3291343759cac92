// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkedHttpsUrl } from '../../../../src/domain/security/SafeUrl';
import { createSeedState } from '../../../../src/infrastructure/fake-api/seed/createSeedState';

describe('the demo seed', () => {
  it('makes marco@demo.test a network manager of every demo network', () => {
    const state = createSeedState(Date.parse('2026-11-24T12:00:00Z'));
    const marco = state.users.find((user) => user.email === 'marco@demo.test');
    expect(marco).toBeDefined();
    const managed = state.memberships.filter((membership) => membership.userId === marco?.id && membership.role === 'network_manager').map((membership) => membership.networkId);
    expect(new Set(managed)).toEqual(new Set(state.networks.map((network) => network.customization.id)));
  });

  it('gives every demo network one banner and one welcome, with a picture the demo serves and an https link or none', () => {
    const state = createSeedState(Date.parse('2026-11-24T12:00:00Z'));
    for (const network of state.networks) {
      const id = network.customization.id;
      const ads = state.creativities.filter((record) => record.networkId === id);
      expect(ads.map((record) => record.placement).sort(), id).toEqual(['banner', 'welcome']);
      for (const { creativity } of ads) {
        expect(existsSync(`public${creativity.imageUrl}`), creativity.imageUrl).toBe(true);
        if (creativity.linkUrl !== null) expect(checkedHttpsUrl(creativity.linkUrl), creativity.linkUrl).toBe(creativity.linkUrl);
      }
    }
  });
});
