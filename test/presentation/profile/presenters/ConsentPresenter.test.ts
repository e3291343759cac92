import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { ALL_CONSENTS_ON, profileApp, type ProfileAppOptions } from '../profileHarness';

function openConsents(options: ProfileAppOptions = {}) {
  const app = profileApp({ member: { isProfileCompleted: true }, ...options, network: { name: 'Harbour Runners', ...ALL_CONSENTS_ON, ...options.network } });
  app.controller.completeProfileRequested();
  const consent = app.presenters.consent();
  consent.mount();
  return { app, consent };
}

describe('ConsentPresenter: the consent queue (spec §4)', () => {
  it('asks one consent at a time: promotional, connecting, profiling', () => {
    const { app, consent } = openConsents();
    expect(app.controller.stage).toBe('consent');
    const seen: string[] = [];
    while (consent.step !== null) {
      seen.push(`${consent.step}: ${consent.title}`);
      consent.declineClicked();
    }
    expect(seen).toEqual(['promotional: News and offers', 'connecting: Offers from partners', 'profiling: A personalised experience']);
    expect(app.controller.stage).toBe('idle');
  });

  it('names the network in the text of each consent', () => {
    const { consent } = openConsents();
    expect(consent.body).toBe('Harbour Runners would like to send you news, offers and promotions. You can withdraw your consent at any time.');
    consent.declineClicked();
    expect(consent.body).toMatch(/^Harbour Runners would like to share your contact details with its partners/);
  });

  it('skips the consents switched off or already accepted', () => {
    const { consent } = openConsents({ network: { isProfilingConsentOn: false }, member: { isProfileCompleted: true, marketingAccepted: true } });
    expect(consent.step).toBe('connecting');
    consent.declineClicked();
    expect(consent.step).toBeNull();
  });

  it('accepting saves the flag, then moves on', async () => {
    const { app, consent } = openConsents();
    await consent.acceptClicked();
    expect(app.memberships.callsOf('update')).toEqual([['mem-1', { marketingAccepted: true }]]);
    expect(app.session.membership?.marketingAccepted).toBe(true);
    expect(consent.step).toBe('connecting');
    await consent.acceptClicked();
    await consent.acceptClicked();
    expect(app.memberships.callsOf('update').map(([, patch]) => patch)).toEqual([{ marketingAccepted: true }, { partnerAccepted: true }, { profilingAccepted: true }]);
    expect(app.controller.stage).toBe('idle');
    expect(app.storedStep()).toBeNull();
  });

  it('declining saves nothing and moves on', () => {
    const { app, consent } = openConsents();
    consent.declineClicked();
    expect(consent.step).toBe('connecting');
    expect(app.memberships.calls).toEqual([]);
  });

  it('a failed save is a general error toast, and the queue moves on', async () => {
    const { app, consent } = openConsents();
    app.memberships.failNext('update', new ApiError(500, 'InternalError', 'Database on fire'));
    await consent.acceptClicked();
    expect(app.notifier.messages('error')).toEqual(['Something went wrong. Please try again.']);
    expect(consent.step).toBe('connecting');
    expect(consent.busy).toBe(false);
  });

  it('is busy while saving: neither answer counts twice', async () => {
    const { app, consent } = openConsents();
    const saving = consent.acceptClicked();
    expect(consent.busy).toBe(true);
    consent.declineClicked();
    await consent.acceptClicked();
    await saving;
    expect(app.memberships.callsOf('update')).toHaveLength(1);
    expect(consent.step).toBe('connecting');
  });

  it('keeps the current consent in the session store so a reload resumes there', () => {
    const { app, consent } = openConsents();
    consent.declineClicked();
    expect(app.storedStep()).toEqual({ membershipId: 'mem-1', step: 'connecting' });
    // The reload: a new app over the same session store, the member restored without an event.
    const reloaded = profileApp({
      member: { isProfileCompleted: true },
      network: ALL_CONSENTS_ON,
      arrival: 'reload',
      storedStep: app.storedStep() as { membershipId: string; step: 'connecting' },
    });
    expect(reloaded.controller.stage).toBe('consent');
    const resumed = reloaded.presenters.consent();
    resumed.mount();
    expect(resumed.step).toBe('connecting');
  });

  it('with nothing left to ask it closes at once', () => {
    const app = profileApp({ member: { isProfileCompleted: true, marketingAccepted: true, partnerAccepted: true, profilingAccepted: true }, network: ALL_CONSENTS_ON });
    const consent = app.presenters.consent();
    consent.mount();
    expect(consent.step).toBeNull();
    expect(consent.title).toBe('');
    expect(app.controller.stage).toBe('idle');
  });

  it('speaks Italian too', async () => {
    const { app, consent } = openConsents();
    await app.i18n.localeChosen('it');
    expect(consent.title).toBe('Novità e offerte');
    expect(app.i18n.t('profile.consent.accept')).toBe('Accetta');
    expect(app.i18n.t('profile.consent.decline')).toBe('Rifiuta');
  });
});
