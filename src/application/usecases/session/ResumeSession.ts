import type { Membership } from '../../../domain/membership/Membership';
import type { Session } from '../../session/Session';
import type { TokenStore } from '../../ports/TokenStore';
import type { RestoreSession } from './RestoreSession';

/**
 * The session's resumption on load, as most first visits need it: nothing stored (no token, no membership)
 * is a guest with nothing to resume. Anything stored is RestoreSession's to judge; it is then loaded
 * (first-load budget, DESIGN.md).
 */
export class ResumeSession {
  constructor(
    private readonly session: Pick<Session, 'networkId' | 'storedMembership'>,
    private readonly tokens: Pick<TokenStore, 'accessToken' | 'refreshToken'>,
    private readonly restore: Pick<RestoreSession, 'execute'>,
  ) {}

  execute(): Promise<Membership | null> {
    const networkId = this.session.networkId;
    const nothingStored = !networkId || (!this.tokens.accessToken(networkId) && !this.tokens.refreshToken(networkId) && !this.session.storedMembership());
    return nothingStored ? Promise.resolve(null) : this.restore.execute();
  }
}
