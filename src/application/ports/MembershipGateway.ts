import type { Membership, MembershipPatch } from '../../domain/membership/Membership';

export interface MembershipGateway {
  me(): Promise<Membership>;
  update(membershipId: string, patch: MembershipPatch): Promise<Membership>;
  acceptContracts(ids: string[]): Promise<Membership>;
  deleteMe(): Promise<void>;
}
export const MEMBERSHIP_GATEWAY = Symbol.for('MembershipGateway');
