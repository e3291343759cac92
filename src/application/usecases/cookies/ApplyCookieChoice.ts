import { accepts, type CookieConsent } from '../../../domain/cookies/CookieConsentRecord';
import type { AnalyticsTag } from '../../ports/AnalyticsTag';
import type { MembershipGateway } from '../../ports/MembershipGateway';
import type { Session } from '../../session/Session';
import type { PerformanceMonitoring } from './PerformanceMonitoring';

/** The contract a member accepts with the performance cookies (spec §3, missingContracts). */
export const COOKIE_POLICY_CONTRACT = 'beAppCookiePolicy';

/**
 * What a cookie choice on record sets going (spec §4): monitoring and its web vitals on or off, the network's
 * analytics tag, and the member's cookie-policy contract. Resolves once the contracts are settled; a failure there
 * is left for the next sign-in or visit.
 */
export class ApplyCookieChoice {
  constructor(
    private readonly monitoring: Pick<PerformanceMonitoring, 'follow'>,
    private readonly memberships: Pick<MembershipGateway, 'acceptContracts'>,
    private readonly session: Pick<Session, 'membership' | 'updateMembership' | 'network'>,
    private readonly analyticsTag: Pick<AnalyticsTag, 'load' | 'running'>,
  ) {}

  async execute(record: CookieConsent | null): Promise<void> {
    const performance = accepts(record, 'performance');
    this.monitoring.follow(performance);
    const gtag = this.session.network?.gtag;
    if (gtag && accepts(record, 'analytics')) this.analyticsTag.load(gtag);
    if (performance) await this.acceptMissingContracts();
  }

  /** A tag cannot be taken out of a page once it ran: the page has to be loaded afresh to be rid of it. */
  leftTagRunning(): boolean {
    return this.analyticsTag.running();
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
