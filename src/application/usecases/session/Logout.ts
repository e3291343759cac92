import { logoutDestination } from '../../../domain/access/SessionChangeDestinations';
import { ApiError } from '../../errors/ApiError';
import type { Connectivity } from '../../ports/Connectivity';
import type { Navigator } from '../../ports/Navigator';
import type { SessionEndGateway } from '../../ports/SessionEndGateway';
import type { SessionBroadcast } from '../../ports/SessionBroadcast';
import type { TokenStore } from '../../ports/TokenStore';
import type { QueryRegistry } from '../../queries/QueryRegistry';
import type { Session } from '../../session/Session';
import type { UserTraceRegistry } from '../../session/UserTraceRegistry';

export interface LogoutOptions {
  /** Another tab logged out: the server and the other tabs already know, this tab only forgets. */
  fromOtherTab?: boolean;
}

/**
 * Spec §4 Logout, for the network being visited (another network's session is untouched): the
 * server ends the session (best effort: the call outlives the page, and offline it is sent again once the browser is
 * back online; the member is logged out at once all the same), then every trace of the user goes (tokens,
 * membership, loaded queries, and what each feature registered in the UserTraceRegistry), the other tabs are told,
 * and the visitor is sent where the network type wants guests.
 */
export class Logout {
  constructor(
    private readonly session: Pick<Session, 'network' | 'clearUser'>,
    private readonly tokens: Pick<TokenStore, 'refreshToken'>,
    private readonly auth: Pick<SessionEndGateway, 'logout'>,
    private readonly traces: Pick<UserTraceRegistry, 'forgetAll'>,
    private readonly queries: Pick<QueryRegistry, 'clearAll'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly otherTabs: Pick<SessionBroadcast, 'announce'>,
    private readonly connectivity: Pick<Connectivity, 'online'>,
  ) {}

  /** Everything happens before it returns; the promise is the form of a use case the composition root loads on first use. */
  execute(options: LogoutOptions = {}): Promise<void> {
    const network = this.session.network;
    if (!network) return Promise.resolve();
    const refreshToken = this.tokens.refreshToken(network.id);
    if (refreshToken && !options.fromOtherTab) void this.endOnServer(network.id, refreshToken);

    this.session.clearUser();
    this.traces.forgetAll(network.id);
    this.queries.clearAll();
    if (!options.fromOtherTab) this.otherTabs.announce({ kind: 'signedOut', networkId: network.id });

    const { redirectTo } = logoutDestination(network);
    if (redirectTo) this.navigator.goTo(redirectTo, { replace: true });
    return Promise.resolve();
  }

  /**
   * Sent once more when no answer came for want of a connection, once the browser is back online, in the name of the
   * network logged out of, whichever the visitor shows by then.
   */
  private async endOnServer(networkId: string, refreshToken: string): Promise<void> {
    try {
      await this.auth.logout(refreshToken, networkId);
    } catch (error) {
      if (!ApiError.is(error, ApiError.NETWORK)) return;
      await this.connectivity.online();
      await this.auth.logout(refreshToken, networkId).catch(() => undefined);
    }
  }
}
