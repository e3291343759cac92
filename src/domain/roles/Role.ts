import { type MemberRole, type Membership } from '../membership/Membership';

/** Spec §6: the member roles plus `guest`, the role of whoever is not logged in. */
export type Role = MemberRole | 'guest';

export const ROLES: readonly Role[] = ['network_manager', 'trusted_contributor', 'user', 'guest'];

export function roleOf(membership: Pick<Membership, 'role'> | null): Role {
  return membership?.role ?? 'guest';
}
