import { consentPatchOf, type ConsentStep } from '../../../domain/profile/ConsentStep';
import type { Membership } from '../../../domain/membership/Membership';
import type { MembershipGateway } from '../../ports/MembershipGateway';
import type { Session } from '../../session/Session';
import { updateOwnMembership } from '../../session/updateOwnMembership';

/** A consent of spec §4 given or withdrawn from the settings: the saved membership becomes the session's. */
export class ChangeConsent {
  constructor(
    private readonly memberships: Pick<MembershipGateway, 'update'>,
    private readonly session: Pick<Session, 'membership' | 'updateMembership'>,
  ) {}

  execute(step: ConsentStep, accepted: boolean): Promise<Membership> {
    return updateOwnMembership(this.memberships, this.session, consentPatchOf(step, accepted));
  }
}
