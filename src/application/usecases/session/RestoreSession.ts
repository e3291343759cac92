import type { Membership } from '../../../domain/membership/Membership';
import { ApiError } from '../../errors/ApiError';
import type { MembershipGateway } from '../../ports/MembershipGateway';
import type { TokenRefresher } from '../../ports/TokenRefresher';
import type { TokenStore } from '../../ports/TokenStore';
import type { Session } from '../../session/Session';

/**
 * Resumes a member's session after a reload: the stored membership shows at once, the persisted
 * refresh token buys a new access token (it is never persisted), and the server's membership wins.
 * Only a refused refresh ends the session: offline or with the server down, the member stays
 * signed in on the stored copy and the next try (back online) resumes it.
 * An answer that arrives after the visitor moved to another network is that network's past: it is
 * dropped (null), and nothing of the network now visited is touched.
 */
export class RestoreSession {
  constructor(
    private readonly session: Pick<Session, 'networkId' | 'storedMembership' | 'updateMembership' | 'clearUser'>,
    private readonly tokens: Pick<TokenStore, 'accessToken' | 'refreshToken'>,
    private readonly refresher: Pick<TokenRefresher, 'refresh'>,
    private readonly memberships: Pick<MembershipGateway, 'me'>,
  ) {}

  async execute(): Promise<Membership | null> {
    const networkId = this.session.networkId;
    if (!networkId) return null;
    if (!this.tokens.accessToken(networkId) && !this.tokens.refreshToken(networkId)) {
      if (this.session.storedMembership()) this.session.clearUser();
      return null;
    }
    const stored = this.session.storedMembership();
    if (stored) this.session.updateMembership(stored);

    if (!this.tokens.accessToken(networkId)) {
      const outcome = await this.refresher.refresh(networkId);
      if (this.session.networkId !== networkId) return null;
      if (outcome === 'refused') {
        this.session.clearUser();
        return null;
      }
      if (outcome === 'unavailable') {
        if (stored) return stored;
        throw ApiError.unreachable();
      }
    }
    try {
      const membership = await this.memberships.me();
      if (this.session.networkId !== networkId) return null;
      this.session.updateMembership(membership);
      return membership;
    } catch (error) {
      if (this.session.networkId !== networkId) return null;
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
