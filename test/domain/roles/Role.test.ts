import { describe, expect, it } from 'vitest';
import { type MemberRole } from '../../../src/domain/membership/Membership';
import { roleOf } from '../../../src/domain/roles/Role';

describe('roleOf', () => {
  it('is guest when nobody is logged in', () => {
    expect(roleOf(null)).toBe('guest');
  });

  it.each<MemberRole>(['network_manager', 'trusted_contributor', 'user'])('is the membership role %s', (role) => {
    expect(roleOf({ role })).toBe(role);
  });
});
