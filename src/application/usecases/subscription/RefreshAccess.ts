import type { Membership } from '../../../domain/membership/Membership';
import type { MembershipGateway } from '../../ports/MembershipGateway';
import type { Session } from '../../session/Session';

/** After a payment or a reactivation: the membership is fetched again, so the access it now gives applies at once. */
export class RefreshAccess {
  constructor(
    private readonly memberships: Pick<MembershipGateway, 'me'>,
    private readonly session: Pick<Session, 'updateMembership'>,
  ) {}

  async execute(): Promise<Membership> {
    const membership = await this.memberships.me();
    this.session.updateMembership(membership);
    return membership;
  }
}
export const REFRESH_ACCESS = Symbol.for('RefreshAccess');
