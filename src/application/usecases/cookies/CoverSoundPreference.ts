import { lifetimeInDays } from '../../../domain/cookies/CookieCatalogue';
import { accepts } from '../../../domain/cookies/CookieConsentRecord';
import { COOKIES, type CookieJar } from '../../ports/CookieJar';
import type { KeyValueStore } from '../../ports/KeyValueStore';
import type { Session } from '../../session/Session';
import { storedCookieConsent } from '../../storage/cookieConsentStorage';

/**
 * Spec §2: the sign-in cover video starts muted, with a toggle. The choice is remembered in the
 * `cover-muted` cookie, a preference: only for a visitor who accepted preference cookies.
 */
export class CoverSoundPreference {
  constructor(
    private readonly cookies: Pick<CookieJar, 'get' | 'set'>,
    private readonly localStore: Pick<KeyValueStore, 'get'>,
    private readonly session: Pick<Session, 'networkId'>,
  ) {}

  /** The cookie is the origin's: it counts on a network whose visitor accepted preference cookies there. */
  muted(): boolean {
    return !this.preferencesAccepted() || this.cookies.get(COOKIES.coverMuted) !== 'false';
  }

  remember(muted: boolean): void {
    if (!this.preferencesAccepted()) return;
    this.cookies.set(COOKIES.coverMuted, String(muted), { days: lifetimeInDays(COOKIES.coverMuted) });
  }

  private preferencesAccepted(): boolean {
    return accepts(storedCookieConsent(this.localStore, this.session.networkId), 'preferences');
  }
}
export const COVER_SOUND_PREFERENCE = Symbol.for('CoverSoundPreference');
