import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { sampleMembership } from '../../../src/infrastructure/memory/samples';
import type { ProfileSettingsPresenter } from '../../../src/presentation/settings/ProfileSettingsPresenter';
import { mounted, QUESTIONS, settled, settingsPage } from './settingsHarness';

function typeNames(form: ProfileSettingsPresenter, firstName: string, lastName: string) {
  form.fieldTyped('firstName', firstName);
  form.fieldTyped('lastName', lastName);
}

describe('ProfileSettingsPresenter: the profile part of the settings (spec §5, §6)', () => {
  it("fills in the member's names and birthday, and loads the network's questions", async () => {
    const h = await mounted({ member: { birthday: '1991-04-12' }, network: { minAge: 16 }, questions: QUESTIONS });
    const form = h.presenter.profile;
    expect(form.values).toEqual({ firstName: 'Ada', lastName: 'Rossi', birthday: '1991-04-12' });
    expect(form.customFields).toEqual(QUESTIONS);
    expect(form.loadingQuestions).toBe(false);
    expect(form.dirty).toBe(false);
    expect(h.networks.callsOf('customFields')).toEqual([[h.network.id]]);
  });

  it.each([
    ['empty names are required', ' ', '', { firstName: 'This field is required.', lastName: 'This field is required.' }],
    ['names are trimmed, then need 3 characters', '  Al  ', 'Li', { firstName: 'At least 3 characters.', lastName: 'At least 3 characters.' }],
    ['names need 3 visible characters and have at most 100 (issue 22 §5)', 'Al\u2060', 'n'.repeat(101), { firstName: 'At least 3 characters.', lastName: 'At most 100 characters.' }],
  ])('%s, and nothing is sent', async (_name, firstName, lastName, errors) => {
    const h = await mounted();
    typeNames(h.presenter.profile, firstName, lastName);
    await h.presenter.profile.saveClicked();
    expect(h.presenter.profile.errors).toEqual(errors);
    expect(h.memberships.callsOf('update')).toEqual([]);
  });

  it('counts a name’s characters near its limit, its problem first (issue 22 §5)', async () => {
    const h = await mounted();
    const form = h.presenter.profile;
    typeNames(form, 'n'.repeat(90), '');
    expect(form.nameNote('firstName')).toEqual({ error: false, helperText: '90 / 100' });
    await form.saveClicked();
    expect(form.nameNote('lastName')).toEqual({ error: true, helperText: 'This field is required.' });
  });

  it('typing in a field clears its error only', async () => {
    const h = await mounted();
    const form = h.presenter.profile;
    typeNames(form, '', '');
    await form.saveClicked();
    form.fieldTyped('firstName', 'Adele');
    expect(Object.keys(form.errors)).toEqual(['lastName']);
  });

  describe('birthday', () => {
    it.each([
      ['is required', '', 'This field is required.'],
      ['says only users old enough are allowed', '2012-01-01', 'Only users old enough are allowed (at least 16 years old).'],
      ['is not later than today', '2025-06-16', 'The date cannot be later than today.'],
      ['is not before 1 January 1925', '1924-12-31', 'The date cannot be before 1 January 1925.'],
    ])('with a minimum age, %s', async (_name, birthday, error) => {
      const h = await mounted({ network: { minAge: 16 } });
      h.presenter.profile.fieldTyped('birthday', birthday);
      await h.presenter.profile.saveClicked();
      expect(h.presenter.profile.errors).toEqual({ birthday: error });
    });

    it('is bounded by 1 January 1925 and the day the member turns the minimum age', async () => {
      const h = await mounted({ network: { minAge: 16 } });
      expect(h.presenter.profile.asksBirthday).toBe(true);
      expect(h.presenter.profile.birthdayBounds).toEqual({ min: '1925-01-01', max: '2009-06-15' });
    });

    it('is neither asked, judged nor sent without a minimum age', async () => {
      const h = await mounted({ member: { birthday: '2020-01-01' } });
      const form = h.presenter.profile;
      expect(form.asksBirthday).toBe(false);
      typeNames(form, 'Adele', 'Russo');
      await form.saveClicked();
      expect(form.errors).toEqual({});
      expect(h.memberships.callsOf('update')).toEqual([['mem-ada', { firstName: 'Adele', lastName: 'Russo' }]]);
    });
  });

  describe("the network's questions", () => {
    it('a required one needs an answer while the profile is incomplete', async () => {
      const h = await mounted({ member: { isProfileCompleted: false }, questions: QUESTIONS });
      const form = h.presenter.profile;
      form.answerTyped('distance', '   ');
      await form.saveClicked();
      expect(form.errors).toEqual({ 'customFields.distance': 'This field is required.' });
      expect(form.errorOf('distance')).toBe('This field is required.');
      expect(form.hintOf(QUESTIONS[0]!)).toBe('This field is required.');
      expect(h.memberships.callsOf('update')).toEqual([]);
    });

    it('once the profile is complete, a blank answer keeps the one on file and is not sent', async () => {
      const h = await mounted({ questions: QUESTIONS });
      const form = h.presenter.profile;
      expect(form.keepsAnswersOnFile).toBe(true);
      expect(form.hintOf(QUESTIONS[0]!)).toBe('Your current answer is not shown here: type a new one to replace it.');
      typeNames(form, 'Adele', 'Rossi');
      await form.saveClicked();
      expect(form.errors).toEqual({});
      expect(h.memberships.callsOf('update')).toEqual([['mem-ada', { firstName: 'Adele', lastName: 'Rossi' }]]);
    });

    it('sends the answers given, trimmed, and an optional one may stay empty', async () => {
      const h = await mounted({ member: { isProfileCompleted: false }, questions: QUESTIONS });
      const form = h.presenter.profile;
      form.answerTyped('distance', ' Half marathon ');
      form.answerTyped('club', '');
      await form.saveClicked();
      expect(h.memberships.callsOf('update')).toEqual([['mem-ada', { firstName: 'Ada', lastName: 'Rossi', customFields: [{ id: 'distance', answer: 'Half marathon' }] }]]);
      expect(form.answers).toEqual({ distance: 'Half marathon' });
      expect(form.dirty).toBe(false);
    });

    it('says when they could not be loaded, lets the names be saved, and loads them on retry', async () => {
      const h = settingsPage({ questions: QUESTIONS });
      h.networks.failNext('customFields', new ApiError(0, ApiError.NETWORK, ''));
      h.presenter.mount();
      await settled(h);
      const form = h.presenter.profile;
      expect(form.questionsFailure).toBe('The server could not be reached. Check your connection and try again.');
      expect(form.canSave).toBe(true);
      form.questionsRetryClicked();
      await settled(h);
      expect(form.questionsFailure).toBe('');
      expect(form.customFields).toEqual(QUESTIONS);
    });

    it('saving waits for them, or required ones would go unchecked', () => {
      const h = settingsPage({ questions: QUESTIONS });
      h.presenter.mount();
      expect(h.presenter.profile.loadingQuestions).toBe(true);
      expect(h.presenter.profile.canSave).toBe(false);
    });
  });

  describe('saving', () => {
    it('saves trimmed names, updates the session (and so the header), says so, and is no longer dirty', async () => {
      const h = await mounted({ network: { minAge: 16 }, member: { birthday: '1991-04-12' } });
      const form = h.presenter.profile;
      typeNames(form, '  Adele ', ' Russo');
      form.fieldTyped('birthday', '1990-05-01');
      expect(form.dirty).toBe(true);
      const saving = form.saveClicked();
      expect(form.busy).toBe(true);
      await saving;
      expect(h.memberships.callsOf('update')).toEqual([['mem-ada', { firstName: 'Adele', lastName: 'Russo', birthday: '1990-05-01' }]]);
      expect(h.session.membership).toMatchObject({ firstName: 'Adele', lastName: 'Russo', birthday: '1990-05-01' });
      expect(form.values).toEqual({ firstName: 'Adele', lastName: 'Russo', birthday: '1990-05-01' });
      expect(h.notifier.messages('success')).toEqual(['Your profile has been saved.']);
      expect(form.busy).toBe(false);
      expect(form.dirty).toBe(false);
    });

    it("a refused save shows the server's message, under the field it names too, and keeps everything typed", async () => {
      const h = await mounted({ member: { isProfileCompleted: false }, questions: QUESTIONS, network: { minAge: 16 } });
      const form = h.presenter.profile;
      typeNames(form, 'Adele', 'Russo');
      form.fieldTyped('birthday', '1990-05-01');
      form.answerTyped('distance', 'Ten kilometres');
      h.memberships.failNext('update', new ApiError(422, 'ValidationError', 'This name is not allowed.', { fields: { lastName: 'This name is not allowed.', other: 'x' } }));
      await form.saveClicked();
      expect(h.notifier.messages('error')).toEqual(['This name is not allowed.']);
      expect(form.errors).toEqual({ lastName: 'This name is not allowed.' });
      expect(form.values).toEqual({ firstName: 'Adele', lastName: 'Russo', birthday: '1990-05-01' });
      expect(form.answers).toEqual({ distance: 'Ten kilometres' });
      expect(form.busy).toBe(false);
      expect(form.dirty).toBe(true);
      expect(h.session.membership).toMatchObject({ firstName: 'Ada', lastName: 'Rossi' });
    });

    it('a failure without field errors is a toast, and saving again works', async () => {
      const h = await mounted();
      const form = h.presenter.profile;
      typeNames(form, 'Adele', 'Russo');
      h.memberships.failNext('update', new ApiError(0, ApiError.TIMEOUT, ''));
      await form.saveClicked();
      expect(h.notifier.messages('error')).toEqual([h.i18n.t('error.timeout')]);
      expect(form.errors).toEqual({});
      await form.saveClicked();
      expect(h.session.membership).toMatchObject({ firstName: 'Adele', lastName: 'Russo' });
    });

    it('a second press while saving sends nothing more', async () => {
      const h = await mounted();
      const form = h.presenter.profile;
      typeNames(form, 'Adele', 'Russo');
      const first = form.saveClicked();
      await form.saveClicked();
      await first;
      expect(h.memberships.callsOf('update')).toHaveLength(1);
    });
  });

  describe('unsaved changes', () => {
    it('are what differs from the saved profile, as it would be sent (trimmed)', async () => {
      const h = await mounted({ network: { minAge: 16 }, member: { birthday: '1991-04-12' }, questions: QUESTIONS });
      const form = h.presenter.profile;
      form.fieldTyped('firstName', ' Ada ');
      expect(form.dirty).toBe(false);
      form.fieldTyped('firstName', 'Adele');
      expect(form.dirty).toBe(true);
      form.fieldTyped('firstName', 'Ada');
      form.fieldTyped('birthday', '1991-04-13');
      expect(form.dirty).toBe(true);
      form.fieldTyped('birthday', '1991-04-12');
      form.answerTyped('club', 'Lido');
      expect(form.dirty).toBe(true);
      form.answerTyped('club', '  ');
      expect(form.dirty).toBe(false);
    });

    it('are dropped by discarding', async () => {
      const h = await mounted({ questions: QUESTIONS });
      const form = h.presenter.profile;
      typeNames(form, 'A', 'B');
      form.answerTyped('club', 'Lido');
      await form.saveClicked();
      form.discardClicked();
      expect(form.values.firstName).toBe('Ada');
      expect(form.answers).toEqual({});
      expect(form.errors).toEqual({});
      expect(form.dirty).toBe(false);
    });

    it('a guest has none; the form fills in when they sign in on the page, and again for another member', async () => {
      const h = await mounted({ member: null });
      const form = h.presenter.profile;
      expect(form.dirty).toBe(false);
      expect(h.networks.callsOf('customFields')).toEqual([]);
      h.session.updateMembership(sampleMembership({ id: 'mem-ugo', firstName: 'Ugo', lastName: 'Neri' }));
      expect(form.values.firstName).toBe('Ugo');
      form.fieldTyped('firstName', 'Ugolino');
      // The same member's membership, saved elsewhere (a consent), keeps what is typed.
      h.session.updateMembership(sampleMembership({ id: 'mem-ugo', firstName: 'Ugo', lastName: 'Neri', marketingAccepted: true }));
      expect(form.values.firstName).toBe('Ugolino');
      h.session.updateMembership(sampleMembership({ id: 'mem-eva', firstName: 'Eva', lastName: 'Bruni' }));
      expect(form.values).toMatchObject({ firstName: 'Eva', lastName: 'Bruni' });
      expect(h.networks.callsOf('customFields')).toHaveLength(2);
    });
  });
});
