import * as ports from '../../../src/application/ports';
import { MONITORING } from '../../../src/application/ports/Monitoring';
import { COOKIE_CONSENT_SERVICE, type CookieConsentService } from '../../../src/application/usecases/cookies/CookieConsentService';
import { cookieConsentKeys } from '../../../src/application/storage/cookieConsentStorage';
import { readConfig } from '../../../src/composition/config';
import { bindCookieModule } from '../../../src/composition/cookieModule';
import type { CookieConsent } from '../../../src/domain/cookies/CookieConsentRecord';
import type { Membership } from '../../../src/domain/membership/Membership';
import type { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { RecordingMonitoring } from '../../../src/infrastructure/memory/RecordingMonitoring';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { CookieConsentController } from '../../../src/presentation/cookies/CookieConsentController';
import { PRESENTATION, PRESENTERS } from '../../../src/presentation/tokens';
import { memoryApp } from '../memoryApp';

export const NOW = Date.UTC(2025, 5, 15, 10, 0, 0);
export const COOKIE_CONTRACT = { id: 'contract-cookies', type: 'beAppCookiePolicy' };

/**
 * The memory composition root with the cookie pieces bound the way the lead binds them (the eager
 * controller and the loader), a recording Monitoring, and optionally a member and a stored choice.
 * The module is bound only when `loaded` (as after the popup's chunk came).
 */
export function cookieApp(options: { member?: Partial<Membership> | null; stored?: CookieConsent; loaded?: boolean } = {}) {
  const network = sampleNetwork();
  const member = options.member === null || options.member === undefined ? null : sampleMembership({ networkId: network.id, ...options.member });
  const monitoring = new RecordingMonitoring();
  const clock = new ManualClock(NOW);
  const app = memoryApp({ networks: [network], membership: member, overrides: { [MONITORING]: monitoring, [ports.CLOCK]: clock } });
  if (options.stored) app.localStore.set(cookieConsentKeys(network.id).current, options.stored);
  app.session.enterNetwork(network);
  if (member) app.session.updateMembership(member);
  const config = readConfig({}, 'localhost', 'memory');
  let loads = 0;
  if (!app.container.isBound(PRESENTATION.CookieConsentController)) {
    app.container.bind(PRESENTATION.CookieConsentController).toConstantValue(new CookieConsentController(app.localStore, app.session));
  }
  if (!app.container.isBound(PRESENTATION.LoadCookieModule)) {
    app.container.bind(PRESENTATION.LoadCookieModule).toConstantValue(async () => {
      loads++;
      bindCookieModule(app.container, config);
    });
  }
  if (options.loaded ?? true) bindCookieModule(app.container, config);
  return {
    ...app,
    member,
    monitoring,
    clock,
    cookies: app.get<InMemoryCookieJar>(ports.COOKIE_JAR),
    controller: app.get<CookieConsentController>(PRESENTATION.CookieConsentController),
    presenters: () => ({ popup: () => app.presenter(PRESENTERS.CookieConsent) }),
    service: () => app.get<CookieConsentService>(COOKIE_CONSENT_SERVICE),
    loads: () => loads,
    stored: () => app.localStore.get<CookieConsent>(cookieConsentKeys(network.id).current),
    history: () => app.localStore.get<CookieConsent[]>(cookieConsentKeys(network.id).history) ?? [],
  };
}
