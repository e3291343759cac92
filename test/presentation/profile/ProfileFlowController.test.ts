import { describe, expect, it } from 'vitest';
import type { AuthController } from '../../../src/presentation/auth/AuthController';
import { PRESENTATION } from '../../../src/presentation/tokens';
import { sampleMembership } from '../../../src/infrastructure/memory/samples';
import { ProfileFlowController } from '../../../src/presentation/profile/ProfileFlowController';
import { ALL_CONSENTS_ON, profileApp } from './profileHarness';

describe('ProfileFlowController: after login (spec §4)', () => {
  it('opens the complete-profile prompt when its conditions hold', () => {
    const app = profileApp();
    expect(app.controller.stage).toBe('idle');
    app.controller.completeProfileRequested();
    expect(app.controller.stage).toBe('completeProfile');
    expect(app.controller.isOpen).toBe(true);
  });

  it('goes straight to the consents when the prompt does not apply', () => {
    const app = profileApp({ network: { dataCollection: { level: 'low' }, ...ALL_CONSENTS_ON } });
    app.controller.completeProfileRequested();
    expect(app.controller.stage).toBe('consent');
  });

  it('stays closed when there is neither a prompt nor a consent to ask', () => {
    const app = profileApp({ member: { isProfileCompleted: true } });
    app.controller.completeProfileRequested();
    expect(app.controller.stage).toBe('idle');
  });

  it('asks nothing of a guest', () => {
    const app = profileApp({ member: null, network: ALL_CONSENTS_ON });
    app.controller.completeProfileRequested();
    expect(app.controller.stage).toBe('idle');
  });

  it('on a purchasable network prompts only when forced', () => {
    const app = profileApp({ network: { accessType: 'purchasable', purchasable: true } });
    app.controller.completeProfileRequested();
    expect(app.controller.stage).toBe('idle');
    app.controller.completeProfileRequested({ forced: true });
    expect(app.controller).toMatchObject({ stage: 'completeProfile', forced: true });
  });

  it('shows nothing for a forced request when the prompt does not apply: the consents belong to the sign-in', () => {
    const app = profileApp({ member: { isProfileCompleted: true }, network: { accessType: 'purchasable', purchasable: true, ...ALL_CONSENTS_ON } });
    app.controller.completeProfileRequested({ forced: true });
    expect(app.controller.stage).toBe('idle');
  });

  it('hands over from the prompt to the consents, then closes', () => {
    const app = profileApp({ network: ALL_CONSENTS_ON });
    app.controller.completeProfileRequested();
    const opened = app.controller.generation;
    app.controller.completeProfileFinished();
    expect(app.controller.stage).toBe('consent');
    expect(app.controller.generation).toBe(opened + 1);
    app.controller.consentFinished();
    expect(app.controller.stage).toBe('idle');
  });

  it('after the prompt closes with no consent to ask, the flow ends', () => {
    const app = profileApp();
    app.controller.completeProfileRequested();
    app.controller.completeProfileFinished();
    expect(app.controller.stage).toBe('idle');
  });

  it('closes whatever is open on logout and on a new sign-in', () => {
    const app = profileApp({ network: ALL_CONSENTS_ON });
    app.controller.completeProfileRequested();
    app.session.clearUser();
    expect(app.controller.stage).toBe('idle');
    app.session.authenticate(sampleMembership({ id: 'mem-2', isProfileCompleted: false }));
    app.controller.completeProfileRequested();
    expect(app.controller.stage).toBe('completeProfile');
    // Signing in through the modal: it asks once it has closed.
    app.get<AuthController>(PRESENTATION.AuthController).open();
    app.session.authenticate(sampleMembership({ id: 'mem-3', isProfileCompleted: false }));
    expect(app.controller.stage).toBe('idle');
  });

  it('ignores a finish that does not match the open stage', () => {
    const app = profileApp({ network: ALL_CONSENTS_ON });
    app.controller.consentFinished();
    app.controller.completeProfileFinished();
    expect(app.controller.stage).toBe('idle');
  });
});

describe('ProfileFlowController: a member found without signing in (spec §4 "shown when … incomplete", §3 visibility flag)', () => {
  it('asks a member back after a reload whose profile is incomplete, at once', () => {
    expect(profileApp({ arrival: 'reload' }).controller.stage).toBe('completeProfile');
    expect(profileApp({ arrival: 'reload', member: { isProfileCompleted: true } }).controller.stage).toBe('idle');
  });

  it('not where the prompt does not apply: a purchasable network (unless a purchase forced it and it was showing), a private one', () => {
    const purchasable = { accessType: 'purchasable' as const, purchasable: true };
    expect(profileApp({ network: purchasable, arrival: 'reload' }).controller.stage).toBe('idle');
    expect(profileApp({ network: purchasable, arrival: 'reload', storedPrompt: { membershipId: 'mem-1', forced: true } }).controller).toMatchObject({ stage: 'completeProfile', forced: true });
    expect(profileApp({ network: { accessType: 'private', private: true }, arrival: 'reload' }).controller.stage).toBe('idle');
  });

  it('not again in this tab’s session once the member closed it; another member’s closing does not count', () => {
    const app = profileApp();
    app.controller.completeProfileRequested();
    expect(app.storedPrompt()).toEqual({ membershipId: 'mem-1', forced: false, dismissed: false });
    app.controller.completeProfileFinished();
    expect(app.storedPrompt()).toEqual({ membershipId: 'mem-1', forced: false, dismissed: true });

    expect(profileApp({ arrival: 'reload', storedPrompt: { membershipId: 'mem-1', dismissed: true } }).controller.stage).toBe('idle');
    expect(profileApp({ arrival: 'reload', storedPrompt: { membershipId: 'mem-9', dismissed: true } }).controller.stage).toBe('completeProfile');
  });

  it('waits for the modal when the member signs in there: it asks once it has closed', () => {
    const app = profileApp();
    expect(app.controller.stage).toBe('idle');
    app.controller.completeProfileRequested();
    expect(app.controller.stage).toBe('completeProfile');
    // Asked again while showing (the SSO callback after a restore): the dialog is not opened anew.
    const generation = app.controller.generation;
    app.controller.completeProfileRequested();
    expect(app.controller.generation).toBe(generation);
  });
});

describe('ProfileFlowController: resuming after a reload (spec §4 consent kept in session)', () => {
  it('resumes the consent queue when a step of this member is stored at start-up', () => {
    const app = profileApp({ network: ALL_CONSENTS_ON, arrival: 'reload', member: { isProfileCompleted: true }, storedStep: { membershipId: 'mem-1', step: 'connecting' } });
    expect(app.controller.stage).toBe('consent');
  });

  it('resumes once the restored member is known', () => {
    const app = profileApp({ network: ALL_CONSENTS_ON, member: null, storedStep: { membershipId: 'mem-1', step: 'profiling' } });
    expect(app.controller.stage).toBe('idle');
    app.session.updateMembership(sampleMembership({ isProfileCompleted: true }));
    expect(app.controller.stage).toBe('consent');
  });

  it('does not resume for another member, nor without a stored step', () => {
    const other = profileApp({ network: ALL_CONSENTS_ON, arrival: 'reload', member: { isProfileCompleted: true }, storedStep: { membershipId: 'mem-9', step: 'connecting' } });
    expect(other.controller.stage).toBe('idle');
    const none = profileApp({ network: ALL_CONSENTS_ON, arrival: 'reload', member: { isProfileCompleted: true } });
    expect(none.controller.stage).toBe('idle');
  });

  it('stops listening when disposed', () => {
    const app = profileApp({ network: ALL_CONSENTS_ON, arrival: 'reload', member: { isProfileCompleted: true } });
    const controller = new ProfileFlowController(app.session, app.sessionStore);
    controller.dispose();
    app.sessionStore.set('consent-step:net-1', { membershipId: 'mem-1', step: 'promotional' });
    app.session.clearUser();
    app.session.updateMembership(sampleMembership({ isProfileCompleted: true }));
    expect(app.controller.stage).toBe('consent');
    expect(controller.stage).toBe('idle');
  });
});

describe('ProfileFlowController: what follows the dialogs (the welcome of issue 11)', () => {
  function withDone(options: Parameters<typeof profileApp>[0]) {
    const app = profileApp(options);
    let done = 0;
    const controller = new ProfileFlowController(app.session, app.sessionStore, () => void done++);
    return { app, controller, done: () => done };
  }

  it('says the dialogs are done only once the prompt and the consents are over', () => {
    const { controller, done } = withDone({ network: ALL_CONSENTS_ON });
    controller.completeProfileRequested();
    expect(controller.stage).toBe('completeProfile');
    expect(done()).toBe(0);
    controller.completeProfileFinished();
    expect(controller.stage).toBe('consent');
    expect(done()).toBe(0);
    controller.consentFinished();
    expect(controller.stage).toBe('idle');
    expect(done()).toBe(1);
  });

  it('says so at once when there is no dialog to show', () => {
    const { controller, done } = withDone({ member: { isProfileCompleted: true } });
    controller.completeProfileRequested();
    expect(done()).toBe(1);
  });

  it('not for a guest, nor when a logout or a new sign-in closes the dialogs', () => {
    const guest = withDone({ member: null, network: ALL_CONSENTS_ON });
    guest.controller.completeProfileRequested();
    expect(guest.done()).toBe(0);
    const member = withDone({ network: ALL_CONSENTS_ON });
    member.controller.completeProfileRequested();
    member.app.session.clearUser();
    expect(member.controller.stage).toBe('idle');
    expect(member.done()).toBe(0);
  });
});
