import type { Membership } from '../../domain/membership/Membership';
import { ApiError } from '../errors/ApiError';
import type { MembershipGateway } from '../ports/MembershipGateway';
import type { TokenRefresher } from '../ports/TokenRefresher';
import type { TokenStore } from '../ports/TokenStore';
import type { Session } from '../session/Session';

/**
 * Resumes a member's session after a reload: the stored membership shows at once, the persisted
 * refresh token buys a new access token (it is never persisted), and the server's membership wins.
 */
export class RestoreSession {
  constructor(
    private readonly session: Session,
    private readonly tokens: TokenStore,
    private readonly refresher: TokenRefresher,
    private readonly memberships: Pick<MembershipGateway, 'me'>,
  ) {}

  async execute(): Promise<Membership | null> {
    if (!this.tokens.accessToken() && !this.tokens.refreshToken()) {
      if (this.session.storedMembership()) this.session.clearUser();
      return null;
    }
    const stored = this.session.storedMembership();
    if (stored) this.session.updateMembership(stored);

    if (!this.tokens.accessToken() && !(await this.refresher.refresh())) {
      this.session.clearUser();
      return null;
    }
    try {
      const membership = await this.memberships.me();
      this.session.updateMembership(membership);
      return membership;
    } catch (error) {
      if (ApiError.is(error) && error.status === 401) {
        this.session.clearUser();
        return null;
      }
      // Offline or a server fault: keep the stored copy rather than signing the member out.
      if (stored) return stored;
      throw error;
    }
  }
}
export const RESTORE_SESSION = Symbol.for('RestoreSession');
