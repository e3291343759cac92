import { DEFAULT_DENY_REASON, forbiddenDestination, pageClassOf } from '../../../domain/access/AccessPolicy';
import type { Navigator } from '../../ports/Navigator';
import type { Session } from '../../session/Session';

/**
 * Spec §4 forbidden-access event: the member is marked not authorized with the reason, and the
 * visitor is sent to the page that explains it, unless already on an auth or policy page. A refusal of a call of
 * another network than the one shown (an answer that arrived after the visitor moved on) is that network's past.
 */
export class HandleForbiddenAccess {
  constructor(
    private readonly session: Pick<Session, 'network' | 'networkId' | 'markNotAuthorized'>,
    private readonly navigator: Pick<Navigator, 'currentPath' | 'goTo'>,
  ) {}

  execute(reason: string | null = null, networkId: string | null = this.session.networkId): void {
    if (networkId !== this.session.networkId) return;
    const denyReason = reason || DEFAULT_DENY_REASON;
    this.session.markNotAuthorized(denyReason);
    const network = this.session.network;
    const path = this.navigator.currentPath();
    if (!network || pageClassOf(path) !== 'app') return;
    const { redirectTo } = forbiddenDestination(network, denyReason, path);
    if (redirectTo) this.navigator.goTo(redirectTo, { replace: true });
  }
}
export const HANDLE_FORBIDDEN_ACCESS = Symbol.for('HandleForbiddenAccess');
