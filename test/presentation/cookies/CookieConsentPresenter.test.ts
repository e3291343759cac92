import { describe, expect, it } from 'vitest';
import { COOKIE_POLICY_REVISION } from '../../../src/domain/cookies/CookiePolicyRevision';
import type { CookieConsent } from '../../../src/domain/cookies/CookieConsentRecord';
import * as ports from '../../../src/application/ports';
import type { InMemoryExternalNavigator } from '../../../src/infrastructure/memory/InMemoryExternalNavigator';
import type { RecordingAnalyticsTag } from '../../../src/infrastructure/memory/RecordingAnalyticsTag';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { COOKIE_CONTRACT, cookieApp } from './cookieHarness';

const ALL = ['necessary', 'performance', 'payment', 'analytics', 'preferences'];

function record(categories: string[], revision = COOKIE_POLICY_REVISION): CookieConsent {
  return { consentId: 'old', givenAt: '2025-01-01T00:00:00.000Z', categories: categories as CookieConsent['categories'], revision };
}

describe('CookieConsentPresenter', () => {
  it('starts with nothing optional ticked, necessary locked on, details closed on the used-cookies tab', () => {
    const popup = cookieApp().presenters().popup();
    expect(popup.categories).toEqual([
      { id: 'necessary', checked: true, locked: true },
      { id: 'performance', checked: false, locked: false },
      { id: 'payment', checked: false, locked: false },
      { id: 'analytics', checked: false, locked: false },
      { id: 'preferences', checked: false, locked: false },
    ]);
    expect(popup.detailsOpen).toBe(false);
    expect(popup.tab).toBe('usedCookies');
    expect(popup.openedByVisitor).toBe(false);
  });

  it('accept all: records every category, starts monitoring, accepts the missing cookie-policy contract and closes', async () => {
    const app = cookieApp({ member: { id: 'mem-1', missingContracts: [COOKIE_CONTRACT] } });
    await app.presenters().popup().acceptAllClicked();
    expect(app.stored()).toEqual({ consentId: 'random-1', givenAt: '2025-06-15T10:00:00.000Z', categories: ALL, revision: COOKIE_POLICY_REVISION });
    expect(app.monitoring.calls).toEqual(['start']);
    expect(app.memberships.callsOf('acceptContracts')).toEqual([[['contract-cookies']]]);
    expect(app.session.membership?.missingContracts).toEqual([]);
    expect(app.controller.needed).toBe(false);
    expect(app.controller.shows(false)).toBe(false);
  });

  it('accept selected: what was ticked, and a toggle twice is off again; the necessary switch does not move', async () => {
    const app = cookieApp();
    const popup = app.presenters().popup();
    popup.categoryToggled('analytics');
    popup.categoryToggled('payment');
    popup.categoryToggled('payment');
    popup.categoryToggled('necessary');
    expect(popup.categories.filter((category) => category.checked).map((category) => category.id)).toEqual(['necessary', 'analytics']);
    await popup.acceptSelectedClicked();
    expect(app.stored()?.categories).toEqual(['necessary', 'analytics']);
    expect(app.monitoring.calls).toEqual([]);
  });

  it('close declines the optional categories and removes their cookies', async () => {
    const app = cookieApp({ member: { missingContracts: [COOKIE_CONTRACT] } });
    app.cookies.set('_ga', 'GA1');
    app.cookies.set('cover-muted', 'true');
    app.cookies.set('locale', 'it');
    await app.presenters().popup().closeClicked();
    expect(app.stored()?.categories).toEqual(['necessary']);
    expect([...app.cookies.cookies.keys()]).toEqual(['locale', 'cookie-consent']);
    expect(app.memberships.callsOf('acceptContracts')).toEqual([]);
    expect(app.controller.needed).toBe(false);
  });

  it('reopened from Cookie settings: starts from the choice on record; a change is a new consent in the history and stops monitoring', async () => {
    const app = cookieApp();
    await app.presenters().popup().acceptAllClicked();
    app.controller.settingsClicked();
    expect(app.controller.shows(true)).toBe(true);
    const popup = app.presenters().popup();
    expect(popup.openedByVisitor).toBe(true);
    expect(popup.categories.every((category) => category.checked)).toBe(true);
    popup.categoryToggled('performance');
    await popup.acceptSelectedClicked();
    expect(app.history().map((consent) => [consent.consentId, consent.categories])).toEqual([
      ['random-1', ALL],
      ['random-2', ['necessary', 'payment', 'analytics', 'preferences']],
    ]);
    expect(app.monitoring.calls).toEqual(['start', 'stop']);
    expect(app.controller.reopened).toBe(false);
  });

  it('details toggle open and closed, and tabs switch', () => {
    const popup = cookieApp().presenters().popup();
    popup.detailsToggled();
    expect(popup.detailsOpen).toBe(true);
    popup.tabChosen('howCookiesWork');
    expect(popup.tab).toBe('howCookiesWork');
    popup.detailsToggled();
    expect(popup.detailsOpen).toBe(false);
  });

  it('a choice of an older revision is not pre-ticked when asking again', () => {
    const popup = cookieApp({ stored: record(ALL, '2020-01') }).presenters().popup();
    expect(popup.categories.filter((category) => category.checked).map((category) => category.id)).toEqual(['necessary']);
  });

  it('loading the module with performance on record resumes monitoring, and a later sign-in accepts the contract', async () => {
    const app = cookieApp({ stored: record(['necessary', 'performance']) });
    await app.clock.advanceAsync(0);
    expect(app.monitoring.calls).toEqual(['start']);
    const member = sampleMembership({ id: 'mem-9', missingContracts: [COOKIE_CONTRACT] });
    app.memberships.membership = member;
    app.session.authenticate(member);
    await app.clock.advanceAsync(0);
    expect(app.memberships.callsOf('acceptContracts')).toEqual([[['contract-cookies']]]);
    expect(app.monitoring.calls).toEqual(['start']);
  });

  it("moving to another network in the page: that network's choice applies, and a tag that ran means a fresh page load", async () => {
    const app = cookieApp({ stored: record(['necessary', 'performance', 'analytics']) });
    await app.clock.advanceAsync(0);
    expect(app.monitoring.calls).toEqual(['start']);
    const tag = app.get<RecordingAnalyticsTag>(ports.ANALYTICS_TAG);
    const page = app.get<InMemoryExternalNavigator>(ports.EXTERNAL_NAVIGATOR);

    app.session.enterNetwork(sampleNetwork({ id: 'net-2', slug: 'cooks' }));
    await app.clock.advanceAsync(0);
    expect(app.controller.needed).toBe(true);
    expect(app.monitoring.calls).toEqual(['start', 'stop']);
    expect(page.reloads).toBe(0);

    // Leaving a network whose tag ran reloads at once, before the next network is even known.
    tag.load('G-COOKS');
    app.session.leaveNetwork();
    await app.clock.advanceAsync(0);
    expect(page.reloads).toBe(1);
  });
});
