import { APP_VERSION } from '../../../domain/version/currentVersion';
import type { VersionChange } from '../../../domain/version/AppVersion';
import { STORAGE_KEYS, type KeyValueStore } from '../../ports/KeyValueStore';
import type { AppVersionGuard } from './AppVersionGuard';

/**
 * Spec §4's version check on load and focus, as nearly every visit needs it: the version stored is this
 * one, and nothing happens. Any other (first visit, another release) is the guard's to judge; the guard
 * and the version grammar are then loaded (first-load budget, DESIGN.md).
 */
export class AppVersionCheck {
  constructor(
    private readonly localStore: Pick<KeyValueStore, 'get'>,
    private readonly guard: Pick<AppVersionGuard, 'execute'>,
    private readonly currentVersion: string = APP_VERSION,
  ) {}

  execute(): Promise<VersionChange> {
    return this.localStore.get(STORAGE_KEYS.appVersion) === this.currentVersion ? Promise.resolve('same') : this.guard.execute();
  }
}
export const APP_VERSION_CHECK = Symbol.for('AppVersionCheck');
