import { networkKey, STORAGE_KEYS, type KeyValueStore } from '../../ports/KeyValueStore';
import type { Session } from '../../session/Session';

/**
 * The birthday a guest gives on the birthdate step before signing up (spec §3 "birthdate holder"),
 * for the network being visited. It is kept in the local store so a provider's redirect does not
 * lose it; CompleteLogin saves it to the profile once there is one, and logout removes it with the
 * user's other traces.
 */
export class BirthdateHolder {
  constructor(
    private readonly localStore: Pick<KeyValueStore, 'get' | 'set' | 'remove'>,
    private readonly session: Pick<Session, 'networkId'>,
  ) {}

  /** The held ISO date (yyyy-mm-dd), or null when none was given. */
  held(): string | null {
    const key = this.key();
    const value = key ? this.localStore.get<unknown>(key) : null;
    return typeof value === 'string' && value !== '' ? value : null;
  }

  remember(isoDate: string): void {
    const key = this.key();
    if (key) this.localStore.set(key, isoDate);
  }

  clear(): void {
    const key = this.key();
    if (key) this.localStore.remove(key);
  }

  private key(): string | null {
    const networkId = this.session.networkId;
    return networkId ? networkKey(STORAGE_KEYS.birthdate, networkId) : null;
  }
}
export const BIRTHDATE_HOLDER = Symbol.for('BirthdateHolder');
