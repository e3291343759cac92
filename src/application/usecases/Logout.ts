import { logoutDestination } from '../../domain/access/AccessPolicy';
import { ApiError } from '../errors/ApiError';
import type { AuthGateway } from '../ports/AuthGateway';
import type { ChatGateway } from '../ports/ChatGateway';
import type { Connectivity } from '../ports/Connectivity';
import { networkKey, STORAGE_KEYS, type KeyValueStore } from '../ports/KeyValueStore';
import type { Navigator } from '../ports/Navigator';
import type { SessionBroadcast } from '../ports/SessionBroadcast';
import type { TokenStore } from '../ports/TokenStore';
import type { QueryRegistry } from '../queries/QueryRegistry';
import type { Session } from '../session/Session';

export interface LogoutOptions {
  /** Another tab logged out: the server and the other tabs already know, this tab only forgets. */
  fromOtherTab?: boolean;
}

/**
 * Spec §4 Logout, for the network being visited (another network's session is untouched): the
 * server ends the session (best effort: the call outlives the page, and offline it is sent again once the browser is
 * back online; the member is logged out at once all the same), then every stored trace of the user goes (tokens,
 * chat token, membership, chat, comment and survey drafts, the manager area's engagement period and sent
 * notifications, consent step, birthdate holder, a sign-in with an identity provider under way, loaded queries), the
 * other tabs are told, and the visitor is sent where the network type wants guests.
 */
export class Logout {
  constructor(
    private readonly session: Pick<Session, 'network' | 'clearUser'>,
    private readonly tokens: Pick<TokenStore, 'refreshToken'>,
    private readonly auth: Pick<AuthGateway, 'logout'>,
    private readonly localStore: Pick<KeyValueStore, 'remove' | 'removeByPrefix'>,
    private readonly sessionStore: Pick<KeyValueStore, 'remove'>,
    private readonly queries: Pick<QueryRegistry, 'clearAll'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly chat: Pick<ChatGateway, 'signOut'>,
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
    this.chat.signOut(network.id);
    for (const prefix of [STORAGE_KEYS.chatDraftPrefix, STORAGE_KEYS.commentDraftPrefix, STORAGE_KEYS.surveyDraftPrefix, STORAGE_KEYS.managePrefix]) {
      this.localStore.removeByPrefix(`${networkKey(prefix, network.id)}:`);
    }
    this.localStore.remove(networkKey(STORAGE_KEYS.birthdate, network.id));
    this.sessionStore.remove(networkKey(STORAGE_KEYS.consentStep, network.id));
    this.sessionStore.remove(STORAGE_KEYS.ssoState);
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
