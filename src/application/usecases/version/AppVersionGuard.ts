import { APP_VERSION, requiresLogout, versionChange, type VersionChange } from '../../../domain/version/AppVersion';
import { STORAGE_KEYS, type KeyValueStore } from '../../ports/KeyValueStore';
import type { MembershipGateway } from '../../ports/MembershipGateway';
import type { Session } from '../../session/Session';
import type { Logout } from '../session';

/**
 * Spec §4 app version: the running version is stored locally and compared on load and on window
 * focus. A first-ever version or a major change refetches the user, then logs out (stored data may
 * not fit the new app); minor and patch changes only store the new version.
 */
export class AppVersionGuard {
  constructor(
    private readonly localStore: Pick<KeyValueStore, 'get' | 'set'>,
    private readonly memberships: Pick<MembershipGateway, 'me'>,
    private readonly session: Pick<Session, 'isSignedIn'>,
    private readonly logout: Pick<Logout, 'execute'>,
    private readonly currentVersion: string = APP_VERSION,
  ) {}

  async execute(): Promise<VersionChange> {
    const stored = this.localStore.get<unknown>(STORAGE_KEYS.appVersion);
    const change = versionChange(typeof stored === 'string' ? stored : null, this.currentVersion);
    this.localStore.set(STORAGE_KEYS.appVersion, this.currentVersion);
    if (requiresLogout(change) && this.session.isSignedIn) {
      try {
        await this.memberships.me();
      } catch {
        // The refetch is a courtesy to the server's view of the user; logging out does not depend on it.
      }
      await this.logout.execute();
    }
    return change;
  }
}
