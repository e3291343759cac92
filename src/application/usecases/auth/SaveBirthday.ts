import type { Membership } from '../../../domain/membership/Membership';
import type { MembershipGateway } from '../../ports/MembershipGateway';
import type { Session } from '../../session/Session';
import { AuthError } from '../../errors/AuthError';

/** Spec §2 sign-in: a member without a birthday on a network with a minimum age gives it on the birthdate step. */
export class SaveBirthday {
  constructor(
    private readonly memberships: Pick<MembershipGateway, 'update'>,
    private readonly session: Pick<Session, 'membership' | 'updateMembership'>,
  ) {}

  async execute(isoDate: string): Promise<Membership> {
    const membership = this.session.membership;
    if (!membership) throw AuthError.notSignedIn();
    const updated = await this.memberships.update(membership.id, { birthday: isoDate });
    this.session.updateMembership(updated);
    return updated;
  }
}
export const SAVE_BIRTHDAY = Symbol.for('SaveBirthday');
