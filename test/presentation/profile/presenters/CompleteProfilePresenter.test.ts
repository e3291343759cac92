import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import type { CompleteProfilePresenter } from '../../../../src/presentation/profile/presenters/CompleteProfilePresenter';
import { ALL_CONSENTS_ON, flush, profileApp, QUESTIONS, type ProfileAppOptions } from '../profileHarness';

async function openPrompt(options: ProfileAppOptions = {}) {
  const app = profileApp({ questions: QUESTIONS, ...options });
  app.controller.completeProfileRequested();
  expect(app.controller.stage).toBe('completeProfile');
  const form = app.presenters.completeProfile();
  await form.load();
  return { app, form };
}

function fill(form: CompleteProfilePresenter, values: { firstName?: string; lastName?: string; birthday?: string; team?: string; nickname?: string } = {}) {
  const all = { firstName: ' Grace ', lastName: ' Hopper ', team: ' Navy ', nickname: '', ...values };
  form.fieldTyped('firstName', all.firstName);
  form.fieldTyped('lastName', all.lastName);
  if (values.birthday !== undefined) form.fieldTyped('birthday', values.birthday);
  form.answerTyped('team', all.team);
  form.answerTyped('nickname', all.nickname);
}

describe("CompleteProfilePresenter: 'About you' (spec §4, §5)", () => {
  it('prefills the names and birthday the member has, and loads the questions of the network', async () => {
    const app = profileApp({ questions: QUESTIONS, member: { firstName: 'Ada', lastName: 'Lovelace', birthday: '1990-01-01' }, network: { minAge: 18 } });
    const form = app.presenters.completeProfile();
    expect(form.values).toEqual({ firstName: 'Ada', lastName: 'Lovelace', birthday: '1990-01-01' });
    expect(form.loadingQuestions).toBe(true);
    expect(form.canSave).toBe(false);
    await form.load();
    expect(form.customFields).toEqual(QUESTIONS);
    expect(form.canSave).toBe(true);
    expect(app.networks.callsOf('customFields')).toEqual([[app.network.id]]);
  });

  it.each([
    ['empty names are required', { firstName: '', lastName: '   ' }, { firstName: 'This field is required.', lastName: 'This field is required.' }],
    ['names are trimmed, then need 3 characters', { firstName: '  Al  ', lastName: 'Li' }, { firstName: 'At least 3 characters.', lastName: 'At least 3 characters.' }],
    ['a required question needs an answer', { team: '   ' }, { 'customFields.team': 'This field is required.' }],
    ['zero-width characters are not among the 3 (issue 22 §5)', { firstName: 'Al\u200B', lastName: '\u200B\u200C\u200D' }, { firstName: 'At least 3 characters.', lastName: 'At least 3 characters.' }],
    ['names have at most 100 characters (issue 22 §5)', { lastName: 'n'.repeat(101) }, { lastName: 'At most 100 characters.' }],
  ])('%s', async (_name, values, errors) => {
    const { app, form } = await openPrompt();
    fill(form, values);
    await form.saveClicked();
    expect(form.errors).toEqual(errors);
    expect(app.memberships.callsOf('update')).toEqual([]);
    expect(form.errorOf('team')).toBe((errors as Record<string, string>)['customFields.team']);
  });

  it('counts a name’s characters from 80% of its 100 on, in error past them (issue 22 §5)', async () => {
    const { form } = await openPrompt();
    fill(form, { firstName: 'n'.repeat(79), lastName: 'n'.repeat(100) });
    expect(form.nameNote('firstName')).toEqual({ error: false, helperText: undefined });
    expect(form.nameNote('lastName')).toEqual({ error: false, helperText: '100 / 100' });
    form.fieldTyped('lastName', 'n'.repeat(102));
    expect(form.nameNote('lastName')).toEqual({ error: true, helperText: '102 / 100: 2 characters too many.' });
  });

  it('an optional question may stay empty', async () => {
    const { form } = await openPrompt();
    fill(form, { nickname: '' });
    await form.saveClicked();
    expect(form.errors).toEqual({});
  });

  it('typing in a field clears its error only', async () => {
    const { form } = await openPrompt();
    fill(form, { firstName: '', lastName: '', team: '' });
    await form.saveClicked();
    form.fieldTyped('firstName', 'Grace');
    form.answerTyped('team', 'Navy');
    expect(Object.keys(form.errors)).toEqual(['lastName']);
  });

  describe('birthday, when the network has a minimum age', () => {
    it.each([
      ['is required', '', 'This field is required.'],
      ['says only users old enough are allowed', '2010-01-01', 'Only users old enough are allowed (at least 18 years old).'],
      ['is not later than today', '2025-06-16', 'The date cannot be later than today.'],
      ['is a real date', '2001-02-30', 'Type a valid date.'],
      ['is not before 1 January 1925', '1924-12-31', 'The date cannot be before 1 January 1925.'],
    ])('%s', async (_name, birthday, error) => {
      const { form } = await openPrompt({ network: { minAge: 18 } });
      fill(form, { birthday });
      await form.saveClicked();
      expect(form.errors).toEqual({ birthday: error });
    });

    it('accepts the day the member turns the minimum age, and bounds the date field', async () => {
      const { app, form } = await openPrompt({ network: { minAge: 18 } });
      expect(form.asksBirthday).toBe(true);
      expect(form.birthdayBounds).toEqual({ min: '1925-01-01', max: '2007-06-15' });
      fill(form, { birthday: '2007-06-15' });
      await form.saveClicked();
      expect(form.errors).toEqual({});
      expect(app.memberships.callsOf('update')).toEqual([['mem-1', expect.objectContaining({ birthday: '2007-06-15' })]]);
    });

    it('is neither asked nor sent without a minimum age', async () => {
      const { app, form } = await openPrompt({ member: { birthday: '1990-01-01' } });
      expect(form.asksBirthday).toBe(false);
      fill(form);
      await form.saveClicked();
      expect(app.memberships.callsOf('update')).toEqual([['mem-1', { firstName: 'Grace', lastName: 'Hopper', customFields: [{ id: 'team', answer: 'Navy' }] }]]);
    });
  });

  it('saves trimmed names and the non-empty answers, updates the session and its stored copy, then asks the consents', async () => {
    const { app, form } = await openPrompt({ network: ALL_CONSENTS_ON });
    fill(form, { nickname: '  ' });
    await form.saveClicked();
    expect(app.memberships.callsOf('update')).toEqual([
      ['mem-1', { firstName: 'Grace', lastName: 'Hopper', customFields: [{ id: 'team', answer: 'Navy' }] }],
    ]);
    expect(app.session.membership).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    expect(app.storedMembership()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    expect(app.notifier.messages('success')).toEqual(['Your profile has been saved.']);
    expect(app.controller.stage).toBe('consent');
  });

  it('a save failure shows the server message and keeps every answer', async () => {
    const { app, form } = await openPrompt({ network: { minAge: 18 } });
    fill(form, { birthday: '1990-05-01', nickname: 'Amazing' });
    const before = { values: { ...form.values }, answers: { ...form.answers } };
    app.memberships.failNext('update', new ApiError(422, 'ValidationError', 'This network has no custom field team.'));
    await form.saveClicked();
    expect(app.notifier.messages('error')).toEqual(['This network has no custom field team.']);
    expect({ values: form.values, answers: form.answers }).toEqual(before);
    expect(form.busy).toBe(false);
    expect(app.controller.stage).toBe('completeProfile');
  });

  it('is busy while saving: the button is disabled and a second click sends nothing', async () => {
    const { app, form } = await openPrompt();
    fill(form);
    const saving = form.saveClicked();
    expect(form.busy).toBe(true);
    expect(form.canSave).toBe(false);
    await form.saveClicked();
    await saving;
    expect(app.memberships.callsOf('update')).toHaveLength(1);
    expect(form.busy).toBe(false);
  });

  it('questions that fail to load are an error toast; the names can still be saved', async () => {
    const app = profileApp({ questions: QUESTIONS });
    app.networks.failNext('customFields', new ApiError(0, ApiError.NETWORK, 'offline'));
    const form = app.presenters.completeProfile();
    await form.load();
    expect(app.notifier.messages('error')).toEqual(['The server could not be reached. Check your connection and try again.']);
    expect(form.canSave).toBe(true);
  });

  it('closing it (Escape, backdrop, close button) starts the consent flow', async () => {
    const { app, form } = await openPrompt({ network: ALL_CONSENTS_ON });
    expect(form.dismissible).toBe(true);
    form.closeRequested();
    expect(app.controller.stage).toBe('consent');
    expect(app.memberships.callsOf('update')).toEqual([]);
  });

  it('with strong data collection it cannot be dismissed, only saved', async () => {
    const { app, form } = await openPrompt({ network: { dataCollection: { level: 'strong' }, ...ALL_CONSENTS_ON } });
    expect(form.dismissible).toBe(false);
    form.closeRequested();
    expect(app.controller.stage).toBe('completeProfile');
    fill(form);
    await form.saveClicked();
    expect(app.controller.stage).toBe('consent');
  });

  it('does not close while a save is running', async () => {
    const { app, form } = await openPrompt({ network: ALL_CONSENTS_ON });
    fill(form);
    const saving = form.saveClicked();
    form.closeRequested();
    expect(app.controller.stage).toBe('completeProfile');
    await saving;
    await flush(app);
    expect(app.controller.stage).toBe('consent');
  });

  it('speaks Italian too', async () => {
    const { app, form } = await openPrompt({ network: { minAge: 18 } });
    await app.i18n.localeChosen('it');
    fill(form, { birthday: '2010-01-01' });
    await form.saveClicked();
    expect(app.i18n.t('profile.complete.title')).toBe('Su di te');
    expect(form.errors.birthday).toBe('Possono iscriversi solo utenti con l’età richiesta (almeno 18 anni).');
  });
});
