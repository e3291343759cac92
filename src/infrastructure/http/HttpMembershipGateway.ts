import type { MembershipGateway } from '../../application/ports/MembershipGateway';
import type { Membership, MembershipPatch } from '../../domain/membership/Membership';
import type { ApiClient } from './ApiClient';
import { dataOf, readMembership } from './readers';

export class HttpMembershipGateway implements MembershipGateway {
  constructor(private readonly api: ApiClient) {}

  async me(): Promise<Membership> {
    return dataOf(await this.api.get('/v2/memberships/me'), readMembership);
  }

  async update(membershipId: string, patch: MembershipPatch): Promise<Membership> {
    return dataOf(await this.api.patch(`/v2/memberships/${encodeURIComponent(membershipId)}`, patch), readMembership);
  }

  async acceptContracts(ids: string[]): Promise<Membership> {
    return dataOf(await this.api.post('/v2/memberships/me/contracts/accept', { ids }), readMembership);
  }

  async deleteMe(): Promise<void> {
    await this.api.delete('/v2/memberships/me');
  }
}
