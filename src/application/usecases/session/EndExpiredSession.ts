import type { TokenStore } from '../../ports/TokenStore';
import type { Session } from '../../session/Session';
import type { Logout } from './Logout';

/**
 * The API edge refused a network's refresh (`sessionExpired`): the member visiting that network is logged
 * out. Not a guest (there is nothing to end, and a logout would move them), not after the visitor left for
 * another network (a refusal there is that network's business), and not when a refresh token is stored
 * again: the edge removed the refused one, so any token now stored came from a sign-in since, in this tab
 * or another, and logging out would end that new session.
 */
export class EndExpiredSession {
  constructor(
    private readonly session: Pick<Session, 'networkId' | 'isSignedIn'>,
    private readonly tokens: Pick<TokenStore, 'refreshToken'>,
    private readonly logout: Pick<Logout, 'execute'>,
  ) {}

  execute(networkId: string): Promise<void> {
    const ended = networkId === this.session.networkId && this.session.isSignedIn && this.tokens.refreshToken(networkId) === null;
    return ended ? this.logout.execute() : Promise.resolve();
  }
}
