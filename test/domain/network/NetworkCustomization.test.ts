import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_CREDITS, initialUserCredits } from '../../../src/domain/network/NetworkCustomization';
import { sampleNetwork } from '../../../src/infrastructure/memory/samples';

describe('initialUserCredits', () => {
  it('grants 2 credits when the network does not configure them (spec §9)', () => {
    expect(DEFAULT_USER_CREDITS).toBe(2);
    expect(initialUserCredits(sampleNetwork())).toBe(2);
    const configured = sampleNetwork();
    configured.auth.initUserCredits = 5;
    expect(initialUserCredits(configured)).toBe(5);
  });
});
