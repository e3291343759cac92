import type { Membership } from '../../../domain/membership/Membership';
import type { MembershipGateway } from '../../ports/MembershipGateway';
import type { Session } from '../../session/Session';
import { updateOwnMembership } from '../../session/updateOwnMembership';

/**
 * The signed-in member's own picture (issue "Pictures": avatars): an upload's url, or null to go back to initials,
 * saved with `PATCH /v2/memberships/{id}` `avatarUrl`. The session's membership follows, so the account button does.
 */
export class SetAvatar {
  constructor(
    private readonly memberships: Pick<MembershipGateway, 'update'>,
    private readonly session: Pick<Session, 'membership' | 'updateMembership'>,
  ) {}

  execute(url: string | null): Promise<Membership> {
    return updateOwnMembership(this.memberships, this.session, { avatarUrl: url });
  }
}
