import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_CREDITS, initialUserCredits } from '../../../src/domain/network/NetworkCustomization';
import { displayName } from '../../../src/domain/membership/Membership';
import { sampleNetwork } from '../../../src/infrastructure/memory/samples';

describe('network and membership basics', () => {
  it('grants 2 credits when the network does not configure them (spec §9)', () => {
    expect(DEFAULT_USER_CREDITS).toBe(2);
    expect(initialUserCredits(sampleNetwork())).toBe(2);
    const configured = sampleNetwork();
    configured.auth.initUserCredits = 5;
    expect(initialUserCredits(configured)).toBe(5);
  });

  it('names a member by first and last name, else by e-mail', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Rossi', email: 'ada@demo.test' })).toBe('Ada Rossi');
    expect(displayName({ firstName: '', lastName: '', email: 'ada@demo.test' })).toBe('ada@demo.test');
  });
});
