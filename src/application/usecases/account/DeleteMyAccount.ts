import type { MembershipGateway } from '../../ports/MembershipGateway';
import type { Logout } from '../session';

/**
 * Spec §2 /delete-my-account: the server deletes the member's membership, then every trace of the
 * member is cleared as on logout. A failed deletion changes nothing: the member stays signed in.
 */
export class DeleteMyAccount {
  constructor(
    private readonly memberships: Pick<MembershipGateway, 'deleteMe'>,
    private readonly logout: Pick<Logout, 'execute'>,
  ) {}

  async execute(): Promise<void> {
    await this.memberships.deleteMe();
    await this.logout.execute();
  }
}
export const DELETE_MY_ACCOUNT = Symbol.for('DeleteMyAccount');
