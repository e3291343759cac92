// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, NETWORK_IDS, setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();

describe('e-mail confirmation', () => {
  it('mails a 6-character code and confirms the address with it', async () => {
    const { accessToken } = await api.signIn('victor@demo.test');
    const before = await api.call('GET', '/v2/memberships/me', { token: accessToken });
    expect(before.json.data).toMatchObject({ emailConfirmed: false, shouldVerifyEmailToContinue: true });

    const resend = await api.call('POST', '/accounts/confirm/email/resend', { body: { membershipId: 'mem-victor-harbour', mode: 'text' } });
    expect(resend.status).toBe(200);
    const code = api.backend.inbox.latestCodeFor('victor@demo.test');
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(api.backend.inbox.list()[0]?.channel).toBe('email');

    const wrong = await api.call('POST', '/accounts/confirm/email', { body: { membershipId: 'mem-victor-harbour', code: 'ZZZZZZ' } });
    expect([wrong.status, wrong.json.error?.code]).toEqual([400, 'InvalidCode']);

    const confirmed = await api.call('POST', '/accounts/confirm/email', { body: { membershipId: 'mem-victor-harbour', code: code?.toLowerCase() } });
    expect(confirmed.json).toEqual({ message: 'Your e-mail address is confirmed.' });
    const after = await api.call('GET', '/v2/memberships/me', { token: accessToken });
    expect(after.json.data).toMatchObject({ emailConfirmed: true });
  });

  it('rejects an unknown membership and an expired code', async () => {
    const unknown = await api.call('POST', '/accounts/confirm/email/resend', { body: { membershipId: 'mem-nobody', mode: 'text' } });
    expect(unknown.status).toBe(404);
    await api.call('POST', '/accounts/confirm/email/resend', { body: { membershipId: 'mem-victor-harbour', mode: 'text' } });
    const code = api.backend.inbox.latestCodeFor('victor@demo.test');
    api.clock.advance(11 * 60_000);
    const late = await api.call('POST', '/accounts/confirm/email', { body: { membershipId: 'mem-victor-harbour', code } });
    expect(late.json.error?.code).toBe('InvalidCode');
  });
});

describe('unsubscribe', () => {
  it('accepts unsub-<membershipId> tokens of this network only', async () => {
    const ok = await api.call('POST', '/accounts/preferences/unsubscribe', { body: { token: 'unsub-mem-ada-harbour' } });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toEqual(expect.stringContaining('Harbour Runners'));
    for (const token of ['unsub-mem-nobody', 'mem-ada-harbour', 'unsub-mem-nina-atelier']) {
      const answer = await api.call('POST', '/accounts/preferences/unsubscribe', { body: { token } });
      expect([answer.status, answer.json.error?.code]).toEqual([400, 'InvalidToken']);
    }
  });
});

describe('password change', () => {
  const NEW_PASSWORD = 'Harbour#2027';
  const change = (token: string | undefined, body: Record<string, string>) => api.call('POST', '/v2/accounts/password', { token, body });
  const valid = { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD };

  it('changes it: the new password signs in, the old one no longer does, the session goes on', async () => {
    const { accessToken } = await api.signIn('ada@demo.test');
    const answer = await change(accessToken, { ...valid, newPassword: `  ${NEW_PASSWORD} ` });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ message: 'Your password has been changed.' });

    const old = await api.call('POST', '/v2/auth/login', { body: { email: 'ada@demo.test', password: DEMO_PASSWORD } });
    expect([old.status, old.json.error?.code]).toEqual([401, 'InvalidEmailOrPassword']);
    await expect(api.signIn('ada@demo.test', NETWORK_IDS.harbour, NEW_PASSWORD)).resolves.toMatchObject({ accessToken: expect.any(String) });
    expect((await api.call('GET', '/v2/memberships/me', { token: accessToken })).status).toBe(200);
  });

  it('changes it for every network of the person', async () => {
    const { accessToken } = await api.signIn('marco@demo.test');
    expect((await change(accessToken, valid)).status).toBe(200);
    await expect(api.signIn('marco@demo.test', NETWORK_IDS.atelier, NEW_PASSWORD)).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('answers 401 InvalidEmailOrPassword for a wrong current password, and changes nothing', async () => {
    const { accessToken } = await api.signIn('giulia@demo.test');
    const answer = await change(accessToken, { ...valid, currentPassword: 'Not!my1pass' });
    expect([answer.status, answer.json.error?.code]).toEqual([401, 'InvalidEmailOrPassword']);
    await expect(api.signIn('giulia@demo.test')).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('answers 401 to a member who has no password (phone code or identity provider)', async () => {
    const user = api.backend.userById('usr-ada');
    if (!user) throw new Error('seed lost ada');
    const { accessToken } = await api.signIn('ada@demo.test');
    user.password = null;
    expect((await change(accessToken, valid)).json.error?.code).toBe('InvalidEmailOrPassword');
  });

  it.each([
    ['too short', 'Ab1!', 'newPassword', 'The password must be 8 to 20 characters long.'],
    ['too long', 'Abcdefghij1!Abcdefghij', 'newPassword', 'The password must be 8 to 20 characters long.'],
    ['without a number', 'Harbour#Runners', 'newPassword', 'At least 1 letter and 1 number is required.'],
    ['without a letter', '2027#2028!', 'newPassword', 'At least 1 letter and 1 number is required.'],
    ['without a special character', 'Harbour2027', 'newPassword', 'Must have at least 1 special character.'],
  ])('refuses a new password %s with 422 and the rule it breaks', async (_, newPassword, field, message) => {
    const { accessToken } = await api.signIn('ada@demo.test');
    const answer = await change(accessToken, { ...valid, newPassword, newPasswordConfirmation: newPassword });
    expect([answer.status, answer.json.error?.code]).toEqual([422, 'ValidationError']);
    expect(answer.json.error?.details).toEqual({ fields: { [field]: message } });
  });

  it('refuses a confirmation that differs and missing fields with 422', async () => {
    const { accessToken } = await api.signIn('ada@demo.test');
    const mismatch = await change(accessToken, { ...valid, newPasswordConfirmation: 'Harbour#2028' });
    expect(mismatch.json.error?.details).toEqual({ fields: { newPasswordConfirmation: 'The passwords do not match.' } });
    const empty = await change(accessToken, {});
    expect(Object.keys(empty.json.error?.details?.fields as object)).toEqual(['currentPassword', 'newPassword', 'newPasswordConfirmation']);
    await expect(api.signIn('ada@demo.test')).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('asks a guest to sign in', async () => {
    const answer = await change(undefined, valid);
    expect([answer.status, answer.json.error?.code]).toEqual([401, 'AuthenticationRequired']);
  });
});
