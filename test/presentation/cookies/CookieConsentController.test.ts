import { autorun, observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { COOKIE_POLICY_REVISION } from '../../../src/domain/cookies/CookiePolicyRevision';
import type { CookieConsent } from '../../../src/domain/cookies/CookieConsentRecord';
import { CookieConsentController } from '../../../src/presentation/cookies/CookieConsentController';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { cookieConsentKeys } from '../../../src/application/storage/cookieConsentStorage';

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
    if (stored) store.set(cookieConsentKeys('net-1').current, stored);
    const controller = new CookieConsentController(store, { networkId: 'net-1' });
    expect(controller.needed).toBe(needed);
    expect(controller.resumesOnVisit).toBe(resumes);
    expect(controller.shows(false)).toBe(needed);
    expect(controller.shows(true)).toBe(false);
  });

  it('the settings link shows it under automation too, each time as a new opening', () => {
    const store = new InMemoryKeyValueStore();
    store.set(cookieConsentKeys('net-1').current, record(['necessary']));
    const controller = new CookieConsentController(store, { networkId: 'net-1' });
    controller.consentRecorded();
    controller.settingsClicked();
    controller.settingsClicked();
    expect(controller.shows(true)).toBe(true);
    expect(controller.generation).toBe(2);
    controller.consentRecorded();
    expect(controller.shows(false)).toBe(false);
  });

  it("asks on each network apart: a choice made on one is not taken for another's", () => {
    const store = new InMemoryKeyValueStore();
    store.set(cookieConsentKeys('net-1').current, record(ALL));
    const session = observable({ networkId: 'net-1' as string | null });
    const controller = new CookieConsentController(store, session);
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(controller.needed));
    runInAction(() => (session.networkId = 'net-2'));
    expect(controller.resumesOnVisit).toBe(false);
    runInAction(() => (session.networkId = 'net-1'));
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  it('a recorded choice is read again (the popup closes)', () => {
    const store = new InMemoryKeyValueStore();
    const controller = new CookieConsentController(store, { networkId: 'net-1' });
    expect(controller.needed).toBe(true);
    store.set(cookieConsentKeys('net-1').current, record(['necessary']));
    controller.consentRecorded();
    expect(controller.needed).toBe(false);
  });
});
