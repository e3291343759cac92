import { STORAGE_KEYS, type KeyValueStore } from '../../ports/KeyValueStore';

/**
 * The birthday a guest gives on the birthdate step before signing up (spec §3 "birthdate holder").
 * It is kept in the local store so a provider's redirect does not lose it; CompleteLogin saves it to
 * the profile once there is one, and logout removes it with the user's other traces.
 */
export class BirthdateHolder {
  constructor(private readonly localStore: KeyValueStore) {}

  /** The held ISO date (yyyy-mm-dd), or null when none was given. */
  held(): string | null {
    const value = this.localStore.get<unknown>(STORAGE_KEYS.birthdate);
    return typeof value === 'string' && value !== '' ? value : null;
  }

  remember(isoDate: string): void {
    this.localStore.set(STORAGE_KEYS.birthdate, isoDate);
  }

  clear(): void {
    this.localStore.remove(STORAGE_KEYS.birthdate);
  }
}
export const BIRTHDATE_HOLDER = Symbol.for('BirthdateHolder');
