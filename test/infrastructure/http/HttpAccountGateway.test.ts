// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { HttpAccountGateway } from '../../../src/infrastructure/http/HttpAccountGateway';
import { HttpMembershipGateway } from '../../../src/infrastructure/http/HttpMembershipGateway';
import { BASE_URL, serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const accounts = () => new HttpAccountGateway(api.client);

describe('HttpAccountGateway', () => {
  it('requests an e-mail code as text and confirms the e-mail with it', async () => {
    await api.signIn('harbour-runners', 'victor@demo.test');

    await expect(accounts().requestEmailCode('mem-victor-harbour')).resolves.toBe('We sent a confirmation code to victor@demo.test.');
    const code = api.backend.inbox.latestCodeFor('victor@demo.test');
    expect(api.backend.inbox.list()[0]?.text).toContain(`confirmation code is ${code}`);

    await expect(accounts().confirmEmail('mem-victor-harbour', code ?? '')).resolves.toBe('Your e-mail address is confirmed.');
    await expect(new HttpMembershipGateway(api.client).me()).resolves.toMatchObject({ emailConfirmed: true });
  });

  it('refuses a wrong code with 400 InvalidCode', async () => {
    await api.signIn('harbour-runners', 'victor@demo.test');
    await accounts().requestEmailCode('mem-victor-harbour');

    const error = await accounts().confirmEmail('mem-victor-harbour', 'WRONG1').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'InvalidCode', message: 'The code is not valid or has expired.' });
  });

  it('unsubscribes with the token of the e-mail link', async () => {
    await api.enter('harbour-runners');

    await expect(accounts().unsubscribe('unsub-mem-ada-harbour')).resolves.toBe('You will no longer receive e-mails from Harbour Runners.');
    await expect(accounts().unsubscribe('forged')).rejects.toMatchObject({ status: 400, code: 'InvalidToken' });
  });

  describe('the e-mail preferences', () => {
    it('reads them, changes those named and answers with all of them, kept for the next read', async () => {
      await api.signIn('harbour-runners', 'ada@demo.test');

      await expect(accounts().emailPreferences()).resolves.toEqual({ announcements: true, comments: true, chat: true, reactions: true, digest: 'weekly' });
      await expect(accounts().changeEmailPreferences({ chat: false, digest: 'daily' })).resolves.toEqual({ announcements: true, comments: true, chat: false, reactions: true, digest: 'daily' });
      await expect(accounts().emailPreferences()).resolves.toMatchObject({ chat: false, digest: 'daily' });
    });

    it('are a member’s own in each network', async () => {
      await api.signIn('harbour-runners', 'ada@demo.test');
      await accounts().changeEmailPreferences({ reactions: false });

      await api.signIn('harbour-runners', 'bruno@demo.test');
      await expect(accounts().emailPreferences()).resolves.toMatchObject({ reactions: true });
    });

    it('are all off after the e-mail link’s unsubscribe', async () => {
      await api.enter('harbour-runners');
      await accounts().unsubscribe('unsub-mem-ada-harbour');

      await api.signIn('harbour-runners', 'ada@demo.test');
      await expect(accounts().emailPreferences()).resolves.toEqual({ announcements: false, comments: false, chat: false, reactions: false, digest: 'off' });
    });

    it('refuses a digest the contract does not name, and a flag that is not one, with 422 field by field', async () => {
      await api.signIn('harbour-runners', 'ada@demo.test');
      await expect(accounts().changeEmailPreferences({ digest: 'hourly' as 'daily', chat: 'no' as unknown as boolean })).rejects.toMatchObject({
        status: 422,
        code: 'ValidationError',
        details: { fields: { digest: expect.any(String), chat: expect.any(String) } },
      });
    });

    it('answers 401 to a guest', async () => {
      await api.enter('harbour-runners');
      await expect(accounts().emailPreferences()).rejects.toMatchObject({ status: 401, code: 'AuthenticationRequired' });
      await expect(accounts().changeEmailPreferences({ chat: false })).rejects.toMatchObject({ status: 401, code: 'AuthenticationRequired' });
    });

    it('turns an answer with a digest it does not know into MalformedResponse', async () => {
      await api.signIn('harbour-runners', 'ada@demo.test');
      api.server.use(http.get(`${BASE_URL}/v2/notifications/preferences`, () => HttpResponse.json({ data: { announcements: true, comments: true, chat: true, reactions: true, digest: 'hourly' } })));

      await expect(accounts().emailPreferences()).rejects.toMatchObject({ code: ApiError.MALFORMED });
    });
  });

  it('turns a confirmation answer without a message into MalformedResponse', async () => {
    await api.enter('harbour-runners');
    api.server.use(http.post(`${BASE_URL}/accounts/confirm/email`, () => HttpResponse.json({ data: { ok: true } })));

    await expect(accounts().confirmEmail('mem-victor-harbour', 'ABC123')).rejects.toMatchObject({ code: ApiError.MALFORMED });
  });

  describe('changing the password', () => {
    const change = (currentPassword: string, newPassword: string, newPasswordConfirmation = newPassword) => accounts().changePassword({ currentPassword, newPassword, newPasswordConfirmation });

    it('changes it with the current one, after which the new one signs in', async () => {
      await api.signIn('harbour-runners', 'ada@demo.test');

      await expect(change('Demo!2026', 'Harbour!2027')).resolves.toEqual(expect.any(String));

      await expect(api.signIn('harbour-runners', 'ada@demo.test', 'Harbour!2027')).resolves.toMatchObject({ slug: 'harbour-runners' });
    });

    it('refuses a wrong current password with 401 InvalidEmailOrPassword', async () => {
      await api.signIn('harbour-runners', 'ada@demo.test');
      await expect(change('Wrong!2026', 'Harbour!2027')).rejects.toMatchObject({ status: 401, code: 'InvalidEmailOrPassword' });
    });

    it('refuses a new password the rules refuse with 422 and the field', async () => {
      await api.signIn('harbour-runners', 'ada@demo.test');
      await expect(change('Demo!2026', 'short')).rejects.toMatchObject({ status: 422, code: 'ValidationError', details: { fields: { newPassword: expect.any(String) } } });
    });
  });
});
