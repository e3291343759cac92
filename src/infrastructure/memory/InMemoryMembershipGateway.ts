import { ApiError } from '../../application/errors/ApiError';
import type { MembershipGateway } from '../../application/ports/MembershipGateway';
import type { Membership, MembershipPatch } from '../../domain/membership/Membership';
import { ScriptedGateway } from './ScriptedGateway';

/** The signed-in member's membership, or null for a guest (then every call answers 401). */
export class InMemoryMembershipGateway extends ScriptedGateway<keyof MembershipGateway> implements MembershipGateway {
  membership: Membership | null;
  /** The custom-field answers of the last update that carried some. */
  customFieldAnswers: { id: string; answer: string }[] = [];

  constructor(membership: Membership | null = null) {
    super();
    this.membership = membership;
  }

  async me(): Promise<Membership> {
    this.enter('me');
    return structuredClone(this.signedIn());
  }

  async update(membershipId: string, patch: MembershipPatch): Promise<Membership> {
    this.enter('update', membershipId, patch);
    const membership = this.signedIn();
    if (membership.id !== membershipId) throw new ApiError(403, 'Forbidden', 'You may only change your own membership.');
    const { customFields, ...fields } = patch;
    if (customFields) this.customFieldAnswers = customFields;
    this.membership = { ...membership, ...fields };
    return structuredClone(this.membership);
  }

  async acceptContracts(ids: string[]): Promise<Membership> {
    this.enter('acceptContracts', ids);
    const membership = this.signedIn();
    this.membership = { ...membership, missingContracts: membership.missingContracts.filter((contract) => !ids.includes(contract.id)) };
    return structuredClone(this.membership);
  }

  async deleteMe(): Promise<void> {
    this.enter('deleteMe');
    this.signedIn();
    this.membership = null;
  }

  private signedIn(): Membership {
    if (!this.membership) throw new ApiError(401, 'Unauthorized', 'You are not signed in.');
    return this.membership;
  }
}
