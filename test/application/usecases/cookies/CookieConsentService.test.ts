import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { ApplyCookieChoice } from '../../../../src/application/usecases/cookies/ApplyCookieChoice';
import { CookieConsentService } from '../../../../src/application/usecases/cookies/CookieConsentService';
import { PerformanceMonitoring } from '../../../../src/application/usecases/cookies/PerformanceMonitoring';
import { cookieConsentKeys } from '../../../../src/application/storage/cookieConsentStorage';
import { type CookieCategoryId } from '../../../../src/domain/cookies/CookieCatalogue';
import { COOKIE_POLICY_REVISION } from '../../../../src/domain/cookies/CookiePolicyRevision';
import type { CookieConsent } from '../../../../src/domain/cookies/CookieConsentRecord';
import type { Membership } from '../../../../src/domain/membership/Membership';
import { InMemoryExternalNavigator } from '../../../../src/infrastructure/memory/InMemoryExternalNavigator';
import { InMemoryCookieJar } from '../../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryMembershipGateway } from '../../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { ManualClock } from '../../../../src/infrastructure/memory/ManualClock';
import { RecordingMonitoring } from '../../../../src/infrastructure/memory/RecordingMonitoring';
import { sampleMembership } from '../../../../src/infrastructure/memory/samples';
import { RecordingAnalyticsTag } from '../../../../src/infrastructure/memory/RecordingAnalyticsTag';
import { SequenceRandomSource } from '../../../../src/infrastructure/memory/SequenceRandomSource';
import { sessionHarness } from '../../harness';
import { sampleNetwork } from '../../../../src/infrastructure/memory/samples';

const NOW = Date.UTC(2025, 5, 15, 10, 0, 0);
const OPTIONAL: CookieCategoryId[] = ['performance', 'payment', 'analytics', 'preferences'];
const EVERY_COOKIE = ['authed-before', 'locale', 'cookie-consent', 'device-id', 'monitoring-session', '__stripe_mid', '__stripe_sid', '_ga', 'cover-muted'];
const CONTRACTS = [
  { id: 'contract-cookies', type: 'beAppCookiePolicy' },
  { id: 'contract-terms', type: 'beAppTerms' },
];

const KEYS = cookieConsentKeys('net-1');

function setup(options: { member?: Membership | null; stored?: CookieConsent } = {}) {
  const harness = sessionHarness(sampleNetwork());
  const member = options.member === undefined ? null : options.member;
  const memberships = new InMemoryMembershipGateway(member);
  if (member) harness.session.updateMembership(member);
  if (options.stored) harness.localStore.set(KEYS.current, options.stored);
  const cookies = new InMemoryCookieJar();
  for (const name of EVERY_COOKIE) cookies.set(name, 'x');
  const monitoring = new RecordingMonitoring();
  const clock = new ManualClock(NOW);
  const analyticsTag = new RecordingAnalyticsTag();
  const page = new InMemoryExternalNavigator();
  const service = new CookieConsentService(
    harness.localStore,
    cookies,
    new ApplyCookieChoice(new PerformanceMonitoring(monitoring, monitoring), memberships, harness.session, analyticsTag),
    harness.session,
    clock,
    new SequenceRandomSource(['consent-1', 'consent-2']),
    COOKIE_POLICY_REVISION,
    page,
  );
  return { ...harness, memberships, cookies, monitoring, clock, service, analyticsTag, page, names: () => [...cookies.cookies.keys()] };
}

describe('CookieConsentService', () => {
  it('asks when nothing is on record', () => {
    const { service } = setup();
    expect(service.needsConsent()).toBe(true);
    expect(service.current()).toBeNull();
  });

  it('accept all: records id, time, every category and the revision; starts monitoring; accepts the missing cookie-policy contract', async () => {
    const member = sampleMembership({ id: 'mem-1', missingContracts: CONTRACTS });
    const { service, monitoring, memberships, session, localStore, names } = setup({ member });
    const record = await service.consentGiven(OPTIONAL);
    const expected: CookieConsent = { consentId: 'consent-1', givenAt: '2025-06-15T10:00:00.000Z', categories: ['necessary', ...OPTIONAL], revision: COOKIE_POLICY_REVISION };
    expect(record).toEqual(expected);
    expect(localStore.get(KEYS.current)).toEqual(expected);
    expect(localStore.get(KEYS.history)).toEqual([expected]);
    expect(monitoring.calls).toEqual(['start']);
    expect(memberships.callsOf('acceptContracts')).toEqual([[['contract-cookies']]]);
    expect(session.membership?.missingContracts).toEqual([{ id: 'contract-terms', type: 'beAppTerms' }]);
    expect(names()).toEqual(EVERY_COOKIE);
    expect(service.needsConsent()).toBe(false);
    expect(service.accepts('analytics')).toBe(true);
  });

  it('accept selected: only the ticked categories; the declined ones lose their cookies; no monitoring without performance', async () => {
    const member = sampleMembership({ missingContracts: CONTRACTS });
    const { service, monitoring, memberships, names } = setup({ member });
    const record = await service.consentGiven(['analytics']);
    expect(record.categories).toEqual(['necessary', 'analytics']);
    expect(monitoring.calls).toEqual([]);
    expect(memberships.callsOf('acceptContracts')).toEqual([]);
    expect(names()).toEqual(['authed-before', 'locale', 'cookie-consent', 'device-id', '_ga']);
  });

  it('close: necessary only, every optional cookie removed, nothing started', async () => {
    const { service, monitoring, names } = setup();
    const record = await service.consentGiven([]);
    expect(record.categories).toEqual(['necessary']);
    expect(monitoring.calls).toEqual([]);
    expect(names()).toEqual(['authed-before', 'locale', 'cookie-consent', 'device-id']);
  });

  it('keeps the id of every choice in the cookie-consent cookie, for the 13 months the catalogue lists', async () => {
    const { service, cookies } = setup();
    cookies.remove('cookie-consent');

    await service.consentGiven([]);
    expect(cookies.cookies.get('cookie-consent')).toEqual({ value: 'consent-1', options: { days: 13 * (365 / 12) } });
    await service.consentGiven(OPTIONAL);
    expect(cookies.get('cookie-consent')).toBe('consent-2');
  });

  it('a guest accepting performance starts monitoring and calls no contract', async () => {
    const { service, monitoring, memberships } = setup();
    await service.consentGiven(['performance']);
    expect(monitoring.calls).toEqual(['start']);
    expect(memberships.callsOf('acceptContracts')).toEqual([]);
  });

  it('a member with no missing cookie-policy contract calls nothing', async () => {
    const { service, memberships } = setup({ member: sampleMembership({ missingContracts: [{ id: 't', type: 'beAppTerms' }] }) });
    await service.consentGiven(OPTIONAL);
    expect(memberships.callsOf('acceptContracts')).toEqual([]);
  });

  it('a failed contract acceptance keeps the choice and the member as they were', async () => {
    const member = sampleMembership({ missingContracts: CONTRACTS });
    const { service, memberships, session, monitoring } = setup({ member });
    memberships.failNext('acceptContracts', new ApiError(500, 'ServerError', 'down'));
    const record = await service.consentGiven(OPTIONAL);
    expect(service.current()).toEqual(record);
    expect(monitoring.calls).toEqual(['start']);
    expect(session.membership?.missingContracts).toEqual(CONTRACTS);
  });

  it('changing the choice later records a new consent in the history, stops monitoring and removes the withdrawn cookies', async () => {
    const { service, monitoring, clock, localStore, names } = setup();
    const first = await service.consentGiven(OPTIONAL);
    clock.advance(60_000);
    const second = await service.consentGiven(['payment']);
    expect(second).toMatchObject({ consentId: 'consent-2', givenAt: '2025-06-15T10:01:00.000Z', categories: ['necessary', 'payment'] });
    expect(localStore.get(KEYS.current)).toEqual(second);
    expect(service.history()).toEqual([first, second]);
    expect(monitoring.calls).toEqual(['start', 'stop']);
    expect(names()).toEqual(['authed-before', 'locale', 'cookie-consent', 'device-id', '__stripe_mid', '__stripe_sid']);
  });

  it("the page's web vitals are reported from accepting the performance cookies to withdrawing them, never outside", async () => {
    const { service, monitoring } = setup();
    const lcp = { name: 'LCP', value: 2100, rating: 'good', id: 'lcp-1', page: '/harbour-runners' } as const;
    const cls = { name: 'CLS', value: 0.02, rating: 'good', id: 'cls-1', page: '/harbour-runners' } as const;
    monitoring.measure(lcp);
    await service.consentGiven(['analytics']);
    monitoring.measure(lcp);
    expect(monitoring.observing).toBe(0);

    await service.consentGiven(['performance']);
    monitoring.measure(lcp);
    await service.consentGiven([]);
    monitoring.measure(cls);

    expect(monitoring.reports).toEqual([lcp]);
  });

  it('a record of an older policy revision asks again and does not count as accepting', () => {
    const stored: CookieConsent = { consentId: 'old', givenAt: '2024-01-01T00:00:00.000Z', categories: ['necessary', ...OPTIONAL], revision: '2020-01' };
    const { service } = setup({ stored });
    expect(service.needsConsent()).toBe(true);
    expect(service.current()).toEqual(stored);
    expect(service.accepts('performance')).toBe(false);
  });

  it('a malformed stored record counts as none', () => {
    const { service, localStore } = setup();
    localStore.set(KEYS.current, { hello: 'world' });
    expect(service.current()).toBeNull();
    expect(service.needsConsent()).toBe(true);
  });

  it('resume on a later visit starts monitoring and accepts the contract when performance is on record', async () => {
    const member = sampleMembership({ missingContracts: CONTRACTS });
    const stored: CookieConsent = { consentId: 'c', givenAt: '2025-01-01T00:00:00.000Z', categories: ['necessary', 'performance'], revision: COOKIE_POLICY_REVISION };
    const { service, monitoring, memberships } = setup({ member, stored });
    await service.resume();
    await service.resume();
    expect(monitoring.calls).toEqual(['start']);
    expect(memberships.callsOf('acceptContracts')).toEqual([[['contract-cookies']]]);
  });

  it('resume with an outdated or declining record starts nothing', async () => {
    const stored: CookieConsent = { consentId: 'c', givenAt: '2025-01-01T00:00:00.000Z', categories: ['necessary', 'performance'], revision: '2020-01' };
    const { service, monitoring } = setup({ stored });
    await service.resume();
    expect(monitoring.calls).toEqual([]);
  });

  it("loads the network's gtag only after analytics cookies are accepted", async () => {
    const context = setup();
    context.session.enterNetwork(sampleNetwork({ id: 'net-1', gtag: 'G-DEMO123' }));
    await context.service.consentGiven(['performance']);
    expect(context.analyticsTag.loaded).toEqual([]);
    await context.service.consentGiven(['analytics']);
    expect(context.analyticsTag.loaded).toEqual(['G-DEMO123']);
  });

  describe('per network (each network is its own controller of its visitors\' data)', () => {
    const other = sampleNetwork({ id: 'net-2', slug: 'cooks', gtag: 'G-COOKS' });

    it("takes no choice made on one network as consent on another, and records each network's apart", async () => {
      const { service, session, localStore } = setup();
      await service.consentGiven(OPTIONAL);
      session.enterNetwork(other);
      expect(service.needsConsent()).toBe(true);
      expect(service.accepts('analytics')).toBe(false);
      expect(service.current()).toBeNull();
      await service.consentGiven([]);
      expect(localStore.get(cookieConsentKeys('net-2').current)).toMatchObject({ categories: ['necessary'] });
      expect(localStore.get(KEYS.current)).toMatchObject({ categories: ['necessary', ...OPTIONAL] });
      expect(service.history()).toHaveLength(1);
    });

    it("entering another network applies that network's choice: monitoring stops where it was not accepted", async () => {
      const { service, session, monitoring } = setup();
      await service.consentGiven(['performance']);
      session.enterNetwork(other);
      await service.networkChanged();
      expect(monitoring.calls).toEqual(['start', 'stop']);
    });

    it("loads the page afresh when another network's tag ran in it, so no network's tag runs on another's page", async () => {
      const { service, session, analyticsTag, page } = setup();
      session.enterNetwork(sampleNetwork({ id: 'net-1', gtag: 'G-RUNNERS' }));
      await service.consentGiven(['analytics']);
      expect(analyticsTag.loaded).toEqual(['G-RUNNERS']);
      session.enterNetwork(other);
      await service.networkChanged();
      expect(page.reloads).toBe(1);
      expect(analyticsTag.loaded).toEqual(['G-RUNNERS']);
    });

    it('does not reload a page where no tag ran', async () => {
      const { service, session, page } = setup();
      await service.consentGiven(['performance']);
      session.enterNetwork(other);
      await service.networkChanged();
      expect(page.reloads).toBe(0);
    });
  });

  it('forgets the one origin-wide choice of earlier versions: it is no network\'s consent', () => {
    const { service, localStore } = setup();
    localStore.set('cookie-consent', { consentId: 'old', givenAt: '2025-01-01T00:00:00.000Z', categories: ['necessary', 'analytics'], revision: COOKIE_POLICY_REVISION });
    localStore.set('cookie-consent-history', []);
    expect(service.needsConsent()).toBe(true);
    service.forgetOriginWideChoice();
    expect(localStore.get('cookie-consent')).toBeNull();
    expect(localStore.get('cookie-consent-history')).toBeNull();
  });
});
