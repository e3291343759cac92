import { describe, expect, it } from 'vitest';
import { NETWORK_PATHS } from '../../../src/domain/navigation/NetworkPaths';
import { sampleMembership } from '../../../src/infrastructure/memory/samples';
import { mounted, settingsPage } from './settingsHarness';

describe('SettingsPresenter: /:slug/settings (issue 10)', () => {
  describe('a guest (spec §6: cannot open settings)', () => {
    it('is not shown the settings, and the sign-in dialog opens for them once', async () => {
      const h = settingsPage({ member: null });
      expect(h.presenter.isGuest).toBe(true);
      const unmount = h.presenter.mount();
      expect(h.auth.request).toEqual({ fixed: false, forced: false, returnPath: null });
      // StrictMode mounts twice: the dialog is not opened again.
      unmount();
      h.presenter.mount();
      expect(h.auth.generation).toBe(1);
    });

    it("leaves a private network's fixed dialog as it is", () => {
      const h = settingsPage({ member: null });
      h.auth.open({ fixed: true });
      h.presenter.mount();
      expect(h.auth.request?.fixed).toBe(true);
      expect(h.auth.generation).toBe(1);
    });

    it('signs in from the notice, and sees the settings once signed in', async () => {
      const h = await mounted({ member: null });
      h.auth.close();
      h.presenter.signInClicked();
      expect(h.auth.isOpen).toBe(true);
      h.session.updateMembership(sampleMembership({ id: 'mem-ugo', firstName: 'Ugo', lastName: 'Neri' }));
      expect(h.presenter.isGuest).toBe(false);
      expect(h.presenter.profile.values.firstName).toBe('Ugo');
    });

    it('holds nothing back when leaving', async () => {
      const h = await mounted({ member: null });
      expect(h.presenter.blocking).toBe(false);
    });
  });

  it('a member is not asked to sign in', async () => {
    const h = await mounted();
    expect(h.presenter.isGuest).toBe(false);
    expect(h.auth.isOpen).toBe(false);
  });

  it.each([
    [5, 'You have 5 credits.'],
    [2, 'You have 2 credits.'],
    [1, 'You have 1 credit.'],
    [0, 'You have 0 credits.'],
  ])("shows the member's %i credits", async (credits, text) => {
    const h = await mounted({ member: { credits } });
    expect(h.presenter.creditsText).toBe(text);
  });

  it('links to notification preferences and account deletion, and to the subscription on a paid network', async () => {
    const free = await mounted();
    expect(free.presenter.links.map((link) => [link.path, link.label])).toEqual([
      [NETWORK_PATHS.notificationPreferences, 'Notification preferences'],
      [NETWORK_PATHS.deleteMyAccount, 'Delete my account'],
    ]);
    const paid = await mounted({ paid: true });
    expect(paid.presenter.links.map((link) => link.path)).toEqual([NETWORK_PATHS.settingsSubscription, NETWORK_PATHS.notificationPreferences, NETWORK_PATHS.deleteMyAccount]);
  });

  it('switches the language as the header does, and reopens the cookie popup', async () => {
    const h = await mounted();
    h.presenter.languageChosen('it');
    expect(h.languages).toEqual(['it']);
    h.presenter.cookieSettingsClicked();
    expect(h.cookieConsent.reopened).toBe(true);
  });

  describe('leaving with unsaved profile changes', () => {
    it('is held while the profile differs from the saved one', async () => {
      const h = await mounted();
      expect(h.presenter.blocking).toBe(false);
      h.presenter.profile.fieldTyped('firstName', 'Adele');
      expect(h.presenter.blocking).toBe(true);
    });

    it('asks; staying keeps the changes and does not move', async () => {
      const h = await mounted();
      h.presenter.profile.fieldTyped('firstName', 'Adele');
      const moves: string[] = [];
      h.presenter.leaveAttempted(() => moves.push('/notifications'));
      expect(h.presenter.confirmingLeave).toBe(true);
      h.presenter.leaveCancelled();
      expect(h.presenter.confirmingLeave).toBe(false);
      expect(moves).toEqual([]);
      expect(h.presenter.profile.values.firstName).toBe('Adele');
      expect(h.presenter.blocking).toBe(true);
    });

    it('asks; leaving drops the changes, so nothing holds the move any more, then moves', async () => {
      const h = await mounted();
      h.presenter.profile.fieldTyped('firstName', 'Adele');
      const blockingWhenMoving: boolean[] = [];
      h.presenter.leaveAttempted(() => blockingWhenMoving.push(h.presenter.blocking));
      h.presenter.leaveConfirmed();
      expect(blockingWhenMoving).toEqual([false]);
      expect(h.presenter.confirmingLeave).toBe(false);
      expect(h.presenter.profile.values.firstName).toBe('Ada');
    });

    it('guards the page while the profile has unsaved changes, and only then', async () => {
      const h = await mounted();
      expect([h.leaving.guardCount, h.leaving.unload()]).toEqual([0, false]);
      h.presenter.profile.fieldTyped('firstName', 'Adele');
      expect([h.leaving.guardCount, h.leaving.unload()]).toEqual([1, true]);
      h.presenter.profile.fieldTyped('firstName', 'Ada');
      expect([h.leaving.guardCount, h.leaving.unload()]).toEqual([0, false]);
      h.presenter.profile.fieldTyped('firstName', 'Adele');
      h.unmount();
      expect([h.leaving.guardCount, h.leaving.unload()]).toEqual([0, false]);
    });

    it('holds a move to another page until the member leaves, then makes it', async () => {
      const h = await mounted();
      h.presenter.profile.fieldTyped('firstName', 'Adele');
      expect(h.leaving.moveTo('/harbour/notifications')).toBe(true);
      expect(h.presenter.confirmingLeave).toBe(true);
      expect(h.leaving.moves).toEqual([]);
      h.presenter.leaveConfirmed();
      expect(h.leaving.moves).toEqual(['/harbour/notifications']);
      expect(h.leaving.moveTo('/harbour/settings')).toBe(false);
      expect(h.leaving.guardCount).toBe(0);
    });
  });
});
