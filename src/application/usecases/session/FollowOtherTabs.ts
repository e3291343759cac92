import type { ChatGateway } from '../../ports/ChatGateway';
import type { SessionChange } from '../../ports/SessionBroadcast';
import type { TokenStore } from '../../ports/TokenStore';
import type { QueryRegistry } from '../../queries/QueryRegistry';
import type { Session } from '../../session/Session';
import type { Logout } from './Logout';
import type { RestoreSession } from './RestoreSession';

/**
 * Another tab of this network signed out or in: this tab follows, so it never shows one member's
 * screens with another's token. A sign-out makes it a guest; a sign-in drops its own access token
 * (it belonged to whoever was here before), resumes the session from the refresh token the other
 * tab stored, and loads its data again for the new member.
 */
export class FollowOtherTabs {
  constructor(
    private readonly session: Pick<Session, 'networkId' | 'isSignedIn'>,
    private readonly tokens: Pick<TokenStore, 'forgetAccessToken'>,
    private readonly restoreSession: Pick<RestoreSession, 'execute'>,
    private readonly logout: Pick<Logout, 'execute'>,
    private readonly queries: Pick<QueryRegistry, 'refetchAll'>,
    private readonly chat: Pick<ChatGateway, 'signOut'>,
  ) {}

  async execute(change: SessionChange): Promise<void> {
    // Whichever network it is, the access and chat tokens this tab holds for it were the previous member's: a visit
    // back to a network this tab has left resumes from what the other tab stored, or as a guest.
    this.tokens.forgetAccessToken(change.networkId);
    this.chat.signOut(change.networkId);
    const networkId = this.session.networkId;
    if (networkId === null || change.networkId !== networkId) return;
    if (change.kind === 'signedOut') {
      if (this.session.isSignedIn) void this.logout.execute({ fromOtherTab: true });
      return;
    }
    const membership = await this.restoreSession.execute().catch(() => null);
    if (!membership || this.session.networkId !== networkId) return;
    this.queries.refetchAll({ exceptUserScoped: false });
  }
}
