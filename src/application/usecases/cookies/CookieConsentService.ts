import { acceptedCategories, cookiesToRemove } from '../../../domain/cookies/CookieConsent';
import { accepts, needsConsent, type CookieConsent } from '../../../domain/cookies/CookieConsentRecord';
import { lifetimeInDays, type CookieCategoryId } from '../../../domain/cookies/CookieCatalogue';
import type { Clock } from '../../ports/Clock';
import { COOKIES, type CookieJar } from '../../ports/CookieJar';
import type { KeyValueStore } from '../../ports/KeyValueStore';
import type { RandomSource } from '../../ports/RandomSource';
import type { Session } from '../../session/Session';
import type { ExternalNavigator } from '../../ports/ExternalNavigator';
import type { ApplyCookieChoice } from './ApplyCookieChoice';
import { cookieConsentKeys, storedCookieConsent } from '../../storage/cookieConsentStorage';


const LEGACY_ORIGIN_WIDE_KEYS = ['cookie-consent', 'cookie-consent-history'];

/**
 * The visitor's cookie choice (spec §4) on the network visited: the record (with its history), the removal of
 * declined cookies, and what the choice sets going (ApplyCookieChoice). Each network has its own choice.
 */
export class CookieConsentService {
  constructor(
    private readonly store: Pick<KeyValueStore, 'get' | 'set' | 'remove'>,
    private readonly cookies: Pick<CookieJar, 'set' | 'remove'>,
    private readonly applyChoice: Pick<ApplyCookieChoice, 'execute' | 'leftTagRunning'>,
    private readonly session: Pick<Session, 'networkId'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly random: Pick<RandomSource, 'token'>,
    private readonly revision: string,
    private readonly page: Pick<ExternalNavigator, 'reload'>,
  ) {}

  /** The network's choice on record, whatever its revision. */
  current(): CookieConsent | null {
    return storedCookieConsent(this.store, this.session.networkId);
  }

  needsConsent(): boolean {
    return needsConsent(this.current(), this.revision);
  }

  /** The choices made so far, oldest first. */
  history(): CookieConsent[] {
    const networkId = this.session.networkId;
    return (networkId && this.store.get<CookieConsent[]>(cookieConsentKeys(networkId).history)) || [];
  }

  /** Whether the current choice (of this revision) accepts a category: what loaders of optional scripts ask. */
  accepts(category: CookieCategoryId): boolean {
    return !this.needsConsent() && accepts(this.current(), category);
  }

  /**
   * Records a choice ('Accept all': every category; 'Close': none of the optional ones) and applies it.
   * The record stays in the local store; its id also goes in the `cookie-consent` cookie (necessary,
   * 13 months: the cookie catalogue). Resolves once the member's contracts are settled; a failure there
   * is left for the next sign-in or visit.
   */
  async consentGiven(chosen: readonly CookieCategoryId[]): Promise<CookieConsent> {
    const previous = this.needsConsent() ? null : this.current();
    const record: CookieConsent = {
      consentId: this.random.token(),
      givenAt: new Date(this.clock.now()).toISOString(),
      categories: acceptedCategories(chosen),
      revision: this.revision,
    };
    const networkId = this.session.networkId;
    if (networkId) {
      this.store.set(cookieConsentKeys(networkId).current, record);
      this.store.set(cookieConsentKeys(networkId).history, [...this.history(), record]);
    }
    this.cookies.set(COOKIES.cookieConsent, record.consentId, { days: lifetimeInDays(COOKIES.cookieConsent) });
    for (const name of cookiesToRemove(previous, record)) this.cookies.remove(name);
    await this.applyChoice.execute(record);
    return record;
  }

  /** On a visit (or a sign-in) with a choice already on record: monitoring and contracts as it says. */
  async resume(): Promise<void> {
    await this.applyChoice.execute(this.needsConsent() ? null : this.current());
  }

  /**
   * The visitor is moving to another network in this page: its network was left, or the next one entered. A tag
   * cannot be taken out of a page once it ran, so after a network's tag the page is loaded afresh as soon as that
   * network is left; otherwise the entered network's own choice applies.
   */
  async networkChanged(): Promise<void> {
    if (this.applyChoice.leftTagRunning()) return this.page.reload();
    if (this.session.networkId) await this.resume();
  }

  /** Before choices were kept per network, one record stood for the whole origin: it is no network's consent. */
  forgetOriginWideChoice(): void {
    for (const key of LEGACY_ORIGIN_WIDE_KEYS) this.store.remove(key);
  }
}
export const COOKIE_CONSENT_SERVICE = Symbol.for('CookieConsentService');
