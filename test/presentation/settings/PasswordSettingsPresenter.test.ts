import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import type { PasswordSettingsPresenter } from '../../../src/presentation/settings/PasswordSettingsPresenter';
import { CURRENT_PASSWORD, mounted } from './settingsHarness';

const NEW_PASSWORD = 'Fresh!2027';

function fill(form: PasswordSettingsPresenter, values: { current?: string; next?: string; confirmation?: string } = {}) {
  form.typed('currentPassword', values.current ?? CURRENT_PASSWORD);
  form.typed('newPassword', values.next ?? NEW_PASSWORD);
  form.typed('newPasswordConfirmation', values.confirmation ?? values.next ?? NEW_PASSWORD);
}

describe('PasswordSettingsPresenter: the password part of the settings (spec §5, §6)', () => {
  it('the live checklist follows the new password as it is typed', async () => {
    const { presenter } = await mounted();
    expect(presenter.password.checklist).toEqual({ length: false, letterAndNumber: false, special: false });
    presenter.password.typed('newPassword', 'abc12345');
    expect(presenter.password.checklist).toEqual({ length: true, letterAndNumber: true, special: false });
    presenter.password.typed('newPassword', NEW_PASSWORD);
    expect(presenter.password.checklist).toEqual({ length: true, letterAndNumber: true, special: true });
  });

  it.each([
    ['every field is required', { current: ' ', next: '', confirmation: '' }, { currentPassword: 'This field is required.', newPassword: 'This field is required.', newPasswordConfirmation: 'This field is required.' }],
    ['the new password has 8 to 20 characters', { next: 'ab1!' }, { newPassword: 'At least 8 characters.' }],
    ['the new password has a letter and a number', { next: 'abcdefg!' }, { newPassword: 'At least 1 letter and 1 number is required.' }],
    ['the new password has a special character', { next: 'abcdefg1' }, { newPassword: 'Must have at least 1 special character.' }],
    ['the confirmation matches', { confirmation: 'Fresh!2028' }, { newPasswordConfirmation: 'The passwords do not match.' }],
    ['the current password has at most 128 characters (issue 22 §5)', { current: 'p'.repeat(129) }, { currentPassword: 'At most 128 characters.' }],
  ])('%s, and nothing is sent', async (_name, values, errors) => {
    const h = await mounted();
    fill(h.presenter.password, values);
    await h.presenter.password.saveClicked();
    expect(h.presenter.password.errors).toEqual(errors);
    expect(h.accounts.callsOf('changePassword')).toEqual([]);
  });

  it('counts the current password’s characters near its 128; the new one’s length is on its checklist (issue 22 §5)', async () => {
    const { presenter } = await mounted();
    presenter.password.typed('currentPassword', 'p'.repeat(120));
    presenter.password.typed('newPassword', 'n'.repeat(120));
    expect(presenter.password.noteOf('currentPassword')).toEqual({ error: false, helperText: '120 / 128' });
    expect(presenter.password.noteOf('newPassword')).toEqual({ error: false, helperText: undefined });
    await presenter.password.saveClicked();
    expect(presenter.password.noteOf('newPassword')).toEqual({ error: true, helperText: 'At most 20 characters.' });
  });

  it('typing in a field clears its error only', async () => {
    const h = await mounted();
    fill(h.presenter.password, { current: '', next: 'short' });
    await h.presenter.password.saveClicked();
    h.presenter.password.typed('newPassword', NEW_PASSWORD);
    expect(Object.keys(h.presenter.password.errors)).toEqual(['currentPassword']);
  });

  it("changes it, shows the server's message and empties the fields", async () => {
    const h = await mounted();
    const form = h.presenter.password;
    fill(form, { current: ` ${CURRENT_PASSWORD} ` });
    const saving = form.saveClicked();
    expect(form.busy).toBe(true);
    await saving;
    expect(h.accounts.callsOf('changePassword')).toEqual([[{ currentPassword: CURRENT_PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD }]]);
    expect(h.accounts.password).toBe(NEW_PASSWORD);
    expect(h.notifier.messages('success')).toEqual(['Your password has been changed.']);
    expect(form.values).toEqual({ currentPassword: '', newPassword: '', newPasswordConfirmation: '' });
    expect(form.errors).toEqual({});
    expect(form.busy).toBe(false);
  });

  it('a wrong current password is said on that field, and what was typed stays', async () => {
    const h = await mounted();
    const form = h.presenter.password;
    fill(form, { current: 'Guess!2026' });
    await form.saveClicked();
    expect(form.errors).toEqual({ currentPassword: 'The current password is not correct.' });
    expect(form.values).toEqual({ currentPassword: 'Guess!2026', newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD });
    expect(h.notifier.toasts).toEqual([]);
    expect(form.busy).toBe(false);
  });

  it('says it in Italian too', async () => {
    const h = await mounted();
    await h.i18n.localeChosen('it');
    fill(h.presenter.password, { current: 'Guess!2026' });
    await h.presenter.password.saveClicked();
    expect(h.presenter.password.errors).toEqual({ currentPassword: 'La password attuale non è corretta.' });
  });

  it('a 422 goes under the fields it names', async () => {
    const h = await mounted();
    h.accounts.failNext(
      'changePassword',
      new ApiError(422, 'ValidationError', 'This password was used before.', { fields: { newPassword: 'This password was used before.', newPasswordConfirmation: 'Choose another.' } }),
    );
    fill(h.presenter.password);
    await h.presenter.password.saveClicked();
    expect(h.presenter.password.errors).toEqual({ newPassword: 'This password was used before.', newPasswordConfirmation: 'Choose another.' });
    expect(h.notifier.toasts).toEqual([]);
    expect(h.presenter.password.values.newPassword).toBe(NEW_PASSWORD);
  });

  it('any other failure is a toast, and what was typed stays for another try', async () => {
    const h = await mounted();
    h.accounts.failNext('changePassword', ApiError.unreachable());
    fill(h.presenter.password);
    await h.presenter.password.saveClicked();
    expect(h.notifier.messages('error')).toEqual(['The server could not be reached. Check your connection and try again.']);
    expect(h.presenter.password.values.currentPassword).toBe(CURRENT_PASSWORD);
    await h.presenter.password.saveClicked();
    expect(h.accounts.password).toBe(NEW_PASSWORD);
  });
});
