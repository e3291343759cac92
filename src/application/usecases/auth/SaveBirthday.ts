import type { Membership } from '../../../domain/membership/Membership';
import type { MembershipGateway } from '../../ports/MembershipGateway';
import type { Session } from '../../session/Session';
import { updateOwnMembership } from '../../session/updateOwnMembership';

/** Spec §2 sign-in: a member without a birthday on a network with a minimum age gives it on the birthdate step. */
export class SaveBirthday {
  constructor(
    private readonly memberships: Pick<MembershipGateway, 'update'>,
    private readonly session: Pick<Session, 'membership' | 'updateMembership'>,
  ) {}

  async execute(isoDate: string): Promise<Membership> {
    return updateOwnMembership(this.memberships, this.session, { birthday: isoDate });
  }
}
export const SAVE_BIRTHDAY = Symbol.for('SaveBirthday');
