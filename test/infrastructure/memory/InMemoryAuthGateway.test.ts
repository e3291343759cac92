import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { InMemoryAuthGateway } from '../../../src/infrastructure/memory/InMemoryAuthGateway';

describe('InMemoryAuthGateway', () => {
  const account = { email: 'ada@example.com', password: 'secret123', member: true };

  it('logs in with the right password and rejects a wrong one with 401 InvalidEmailOrPassword', async () => {
    const auth = new InMemoryAuthGateway([account]);

    await expect(auth.login(account.email, account.password)).resolves.toMatchObject({ kind: 'tokens' });
    const error = await auth.login(account.email, 'wrong').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'InvalidEmailOrPassword' });
  });

  it('plays queued login outcomes before consulting the accounts', async () => {
    const auth = new InMemoryAuthGateway([account]);
    auth.queueLogin({ kind: 'synchronizing' }, new ApiError(500, 'Internal', 'Down'));

    await expect(auth.login(account.email, account.password)).resolves.toEqual({ kind: 'synchronizing' });
    await expect(auth.login(account.email, account.password)).rejects.toMatchObject({ code: 'Internal' });
    await expect(auth.login(account.email, account.password)).resolves.toMatchObject({ kind: 'tokens' });
  });

  it('signs up a new e-mail, then completes the exchange after the queued pending answers', async () => {
    const auth = new InMemoryAuthGateway();
    auth.queueExchange({ kind: 'pending' });

    const token = await auth.signUp({ email: 'new@example.com', password: 'password1', passwordConfirmation: 'password1' });

    await expect(auth.exchange(token)).resolves.toEqual({ kind: 'pending' });
    await expect(auth.exchange(token)).resolves.toMatchObject({ kind: 'completed' });
    await expect(auth.checkEmail('new@example.com')).resolves.toEqual({ available: false, hasMembership: true, hasUser: true });
  });

  it('refuses sign-ups the server would refuse', async () => {
    const auth = new InMemoryAuthGateway([account, { email: 'user@example.com', password: 'other-pass', member: false }]);
    const standard = { password: 'password1', passwordConfirmation: 'password1' };

    await expect(auth.signUp({ email: account.email, ...standard })).rejects.toMatchObject({ status: 409, code: 'MembershipAlreadyExists' });
    await expect(auth.signUp({ email: 'user@example.com', ...standard })).rejects.toMatchObject({ status: 401, code: 'InvalidEmailOrPassword' });
    await expect(
      auth.signUp({ email: 'x@example.com', ...standard, firstName: 'Xav', lastName: 'Ier', invitationCode: 'BAD' }),
    ).rejects.toMatchObject({ status: 400, code: 'InvalidInvitationCode' });
  });

  it('accepts only the latest one-time code sent to a phone', async () => {
    const auth = new InMemoryAuthGateway();
    await auth.startOtp('+393331234567');
    const first = auth.latestCodeFor('+393331234567');
    await auth.resendOtp('+393331234567');

    await expect(auth.finishOtp('+393331234567', first ?? '')).rejects.toMatchObject({ status: 400, code: 'InvalidCode' });
    await expect(auth.finishOtp('+393331234567', auth.latestCodeFor('+393331234567') ?? '')).resolves.toHaveProperty('accessToken');
  });

  it('revokes a refresh token on logout', async () => {
    const auth = new InMemoryAuthGateway();
    const { refreshToken } = auth.issueTokens();
    expect(auth.isRefreshTokenValid(refreshToken)).toBe(true);

    await auth.logout(refreshToken, 'net-1');

    expect(auth.isRefreshTokenValid(refreshToken)).toBe(false);
    expect(auth.callsOf('logout')).toEqual([[refreshToken, 'net-1']]);
  });
});
