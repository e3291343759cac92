import { visitorStateOf } from '../../../domain/access/AccessPolicy';
import { afterLoginDestination } from '../../../domain/access/SessionChangeDestinations';
import type { Membership } from '../../../domain/membership/Membership';
import type { NetworkCustomization } from '../../../domain/network/NetworkCustomization';
import type { ContentFeed } from '../../ports/ContentFeed';
import type { Navigator } from '../../ports/Navigator';
import type { QueryRegistry } from '../../queries/QueryRegistry';

/**
 * Spec §4 "After login", what the member sees next: a private network refetches what was answered for a guest and
 * probes the member's access with a list of one content (spec §7; a 403 `AccessDenied` is the forbidden-access event,
 * raised at the wire edge); a paid one lets an authorized member through, to where its gate stopped them when that
 * path is safe.
 */
export class EnterNetworkAfterLogin {
  constructor(
    private readonly queries: Pick<QueryRegistry, 'refetchAll'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly probe: Pick<ContentFeed, 'list'>,
  ) {}

  execute(network: NetworkCustomization, membership: Membership, returnPath: string | null): void {
    if (network.accessType === 'private') {
      // The member's own queries were just answered for them; the rest were answered for a guest.
      this.queries.refetchAll({ exceptUserScoped: true });
      // What it answers is not used: only whether it is refused, which the wire edge tells the app.
      this.probe.list({ limit: 1, offset: 0 }).catch(() => undefined);
      return;
    }
    const destination = afterLoginDestination(network, visitorStateOf(membership), returnPath);
    // Replacing: Back must not return to the paywall or login page just left.
    if (destination !== null) this.navigator.goTo(destination, { replace: true });
  }
}
export const ENTER_NETWORK_AFTER_LOGIN = Symbol.for('EnterNetworkAfterLogin');
