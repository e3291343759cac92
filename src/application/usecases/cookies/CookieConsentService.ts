import { acceptedCategories, cookiesToRemove } from '../../../domain/cookies/CookieConsent';
import { accepts, needsConsent, type CookieConsent } from '../../../domain/cookies/CookieConsentRecord';
import { lifetimeInDays, type CookieCategoryId } from '../../../domain/cookies/CookieCatalogue';
import type { Clock } from '../../ports/Clock';
import { COOKIES, type CookieJar } from '../../ports/CookieJar';
import type { KeyValueStore } from '../../ports/KeyValueStore';
import type { MembershipGateway } from '../../ports/MembershipGateway';
import type { AnalyticsTag } from '../../ports/AnalyticsTag';
import type { RandomSource } from '../../ports/RandomSource';
import type { Session } from '../../session/Session';
import type { ExternalNavigator } from '../../ports/ExternalNavigator';
import { cookieConsentKeys, storedCookieConsent } from '../../storage/cookieConsentStorage';
import type { PerformanceMonitoring } from './PerformanceMonitoring';

/** The contract a member accepts with the performance cookies (spec §3, missingContracts). */
export const COOKIE_POLICY_CONTRACT = 'beAppCookiePolicy';

const LEGACY_ORIGIN_WIDE_KEYS = ['cookie-consent', 'cookie-consent-history'];

/**
 * The visitor's cookie choice (spec §4) on the network visited, and what follows from it: the record (with its
 * history), monitoring and its web vitals on or off, the network's analytics tag, the member's cookie-policy
 * contract, and the removal of declined cookies. Each network has its own choice.
 */
export class CookieConsentService {
  constructor(
    private readonly store: Pick<KeyValueStore, 'get' | 'set' | 'remove'>,
    private readonly cookies: Pick<CookieJar, 'set' | 'remove'>,
    private readonly monitoring: Pick<PerformanceMonitoring, 'follow'>,
    private readonly memberships: Pick<MembershipGateway, 'acceptContracts'>,
    private readonly session: Pick<Session, 'membership' | 'updateMembership' | 'network' | 'networkId'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly random: Pick<RandomSource, 'token'>,
    private readonly revision: string,
    private readonly analyticsTag: Pick<AnalyticsTag, 'load' | 'running'>,
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
    await this.apply(record);
    return record;
  }

  /** On a visit (or a sign-in) with a choice already on record: monitoring and contracts as it says. */
  async resume(): Promise<void> {
    await this.apply(this.needsConsent() ? null : this.current());
  }

  /**
   * The visitor is moving to another network in this page: its network was left, or the next one entered. A tag
   * cannot be taken out of a page once it ran, so after a network's tag the page is loaded afresh as soon as that
   * network is left; otherwise the entered network's own choice applies.
   */
  async networkChanged(): Promise<void> {
    if (this.analyticsTag.running()) return this.page.reload();
    if (this.session.networkId) await this.resume();
  }

  /** Before choices were kept per network, one record stood for the whole origin: it is no network's consent. */
  forgetOriginWideChoice(): void {
    for (const key of LEGACY_ORIGIN_WIDE_KEYS) this.store.remove(key);
  }

  private async apply(record: CookieConsent | null): Promise<void> {
    const performance = accepts(record, 'performance');
    this.monitoring.follow(performance);
    const gtag = this.session.network?.gtag;
    if (gtag && accepts(record, 'analytics')) this.analyticsTag.load(gtag);
    if (performance) await this.acceptMissingContracts();
  }

  private async acceptMissingContracts(): Promise<void> {
    const membership = this.session.membership;
    const ids = membership?.missingContracts.filter((contract) => contract.type === COOKIE_POLICY_CONTRACT).map((contract) => contract.id) ?? [];
    if (ids.length === 0) return;
    try {
      const updated = await this.memberships.acceptContracts(ids);
      // Signed out or switched member meanwhile: the answer is about someone no longer here.
      if (this.session.membership?.id === updated.id) this.session.updateMembership(updated);
    } catch {
      // The choice stands; the contract is still missing, so the next visit or sign-in tries again.
    }
  }
}
export const COOKIE_CONSENT_SERVICE = Symbol.for('CookieConsentService');
