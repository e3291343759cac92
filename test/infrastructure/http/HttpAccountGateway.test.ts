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
