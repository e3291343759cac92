import { describe, expect, it } from 'vitest';
import { COOKIE_POLICY_REVISION } from '../../../src/domain/cookies/CookiePolicyRevision';
import type { CookieConsent } from '../../../src/domain/cookies/CookieConsentRecord';
import { CookieConsentController } from '../../../src/presentation/cookies/CookieConsentController';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { COOKIE_CONSENT_KEYS } from '../../../src/application/usecases/cookies/cookieConsentStorage';

const ALL = ['necessary', 'performance', 'payment', 'analytics', 'preferences'];

function record(categories: string[], revision = COOKIE_POLICY_REVISION): CookieConsent {
  return { consentId: 'old', givenAt: '2025-01-01T00:00:00.000Z', categories: categories as CookieConsent['categories'], revision };
}

describe('CookieConsentController', () => {
  it.each([
    ['no record', null, true, false],
    ['a record of this revision without performance', record(['necessary']), false, false],
    ['a record of this revision with performance', record(['necessary', 'performance']), false, true],
    ['a record of this revision with analytics only (the gtag must load again)', record(['necessary', 'analytics']), false, true],
    ['a record of an older revision', record(ALL, '2020-01'), true, false],
  ])('with %s: needed %s, resumes on start %s', (_name, stored, needed, resumes) => {
    const store = new InMemoryKeyValueStore();
    if (stored) store.set(COOKIE_CONSENT_KEYS.current, stored);
    const controller = new CookieConsentController(store);
    expect(controller.needed).toBe(needed);
    expect(controller.resumesOnStart).toBe(resumes);
    expect(controller.shows(false)).toBe(needed);
    expect(controller.shows(true)).toBe(false);
  });

  it('the settings link shows it under automation too, each time as a new opening', () => {
    const controller = new CookieConsentController(new InMemoryKeyValueStore());
    controller.consentRecorded();
    controller.settingsClicked();
    controller.settingsClicked();
    expect(controller.shows(true)).toBe(true);
    expect(controller.generation).toBe(2);
    controller.consentRecorded();
    expect(controller.shows(false)).toBe(false);
  });
});
