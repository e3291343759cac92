import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { InMemoryAccountGateway } from '../../../src/infrastructure/memory/InMemoryAccountGateway';
import { InMemoryAuthGateway } from '../../../src/infrastructure/memory/InMemoryAuthGateway';
import { InMemoryContentGateway } from '../../../src/infrastructure/memory/InMemoryContentGateway';
import { InMemoryCreativityGateway } from '../../../src/infrastructure/memory/InMemoryCreativityGateway';
import { InMemoryEngagementGateway } from '../../../src/infrastructure/memory/InMemoryEngagementGateway';
import { InMemoryMembershipGateway } from '../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { InMemoryNetworkGateway } from '../../../src/infrastructure/memory/InMemoryNetworkGateway';
import { InMemorySubscriptionGateway } from '../../../src/infrastructure/memory/InMemorySubscriptionGateway';
import { sampleBundle, sampleContent, sampleMembership, sampleNetwork, samplePaymentMethod } from '../../../src/infrastructure/memory/samples';

describe('InMemoryNetworkGateway', () => {
  it('finds a network by slug and answers 404 NetworkNotFound otherwise', async () => {
    const gateway = new InMemoryNetworkGateway([sampleNetwork({ slug: 'club' })]);

    await expect(gateway.bySlug('club')).resolves.toMatchObject({ slug: 'club' });
    await expect(gateway.bySlug('nope')).rejects.toMatchObject({ status: 404, code: 'NetworkNotFound' });
    expect(gateway.callsOf('bySlug')).toEqual([['club'], ['nope']]);
  });

  it('plays a scripted failure once, then behaves again', async () => {
    const gateway = new InMemoryNetworkGateway();
    gateway.failNext('ipCountry', new ApiError(0, ApiError.NETWORK, 'offline'));

    await expect(gateway.ipCountry()).rejects.toMatchObject({ code: ApiError.NETWORK });
    await expect(gateway.ipCountry()).resolves.toBe('IT');
  });
});

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

    await auth.logout(refreshToken);

    expect(auth.isRefreshTokenValid(refreshToken)).toBe(false);
    expect(auth.callsOf('logout')).toEqual([[refreshToken]]);
  });
});

describe('InMemoryMembershipGateway', () => {
  it('updates the own membership, accepts contracts and deletes it; a guest gets 401', async () => {
    const gateway = new InMemoryMembershipGateway(sampleMembership({ missingContracts: [{ id: 'tos', type: 'terms' }] }));

    await expect(gateway.update('mem-1', { firstName: 'Grace', customFields: [{ id: 'f1', answer: 'x' }] })).resolves.toMatchObject({ firstName: 'Grace' });
    expect(gateway.customFieldAnswers).toEqual([{ id: 'f1', answer: 'x' }]);
    await expect(gateway.update('someone-else', { firstName: 'Eve' })).rejects.toMatchObject({ status: 403 });
    await expect(gateway.acceptContracts(['tos'])).resolves.toMatchObject({ missingContracts: [] });
    await gateway.deleteMe();
    await expect(gateway.me()).rejects.toMatchObject({ status: 401 });
  });
});

describe('InMemoryAccountGateway', () => {
  it('confirms the e-mail with the right code only', async () => {
    const accounts = new InMemoryAccountGateway('654321');

    await expect(accounts.confirmEmail('mem-1', '000000')).rejects.toMatchObject({ status: 400, code: 'InvalidCode' });
    await expect(accounts.confirmEmail('mem-1', '654321')).resolves.toEqual(expect.any(String));
    expect(accounts.confirmed.has('mem-1')).toBe(true);
  });
});

describe('InMemoryContentGateway', () => {
  it('enforces the roles of spec §6', async () => {
    const contents = new InMemoryContentGateway({ contents: [sampleContent({ id: 'theirs', authorId: 'someone' })] });

    await expect(contents.create({ type: 'post', title: 't', body: 'b' })).rejects.toMatchObject({ status: 401 });
    contents.actor = { id: 'u1', role: 'user' };
    await expect(contents.create({ type: 'post', title: 't', body: 'b' })).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    await expect(contents.remove('theirs')).rejects.toMatchObject({ status: 403 });

    contents.actor = { id: 'tc', role: 'trusted_contributor' };
    await expect(contents.create({ type: 'announcement', title: 't', body: 'b' })).rejects.toMatchObject({ status: 403 });
    const own = await contents.create({ type: 'post', title: 'Mine', body: 'b' });
    await expect(contents.update(own.id, { title: 'Mine, edited' })).resolves.toMatchObject({ title: 'Mine, edited', authorId: 'tc' });

    contents.actor = { id: 'boss', role: 'network_manager' };
    await contents.remove(own.id);
    await expect(contents.list({ limit: 10, offset: 0 })).resolves.toEqual({ items: [expect.objectContaining({ id: 'theirs' })], total: 1 });
  });

  it('keeps the comment count and lets only the creator edit a comment', async () => {
    const contents = new InMemoryContentGateway({ contents: [sampleContent({ id: 'c1' })] });
    contents.actor = { id: 'u1', role: 'user' };
    const comment = await contents.addComment('c1', 'first!');
    contents.actor = { id: 'u2', role: 'user' };

    await expect(contents.editComment(comment.id, 'hijacked')).rejects.toMatchObject({ status: 403 });
    expect((await contents.list({ limit: 1, offset: 0 })).items[0]?.commentsCount).toBe(1);
  });

  it('refuses the list with 403 AccessDenied and its reason', async () => {
    const contents = new InMemoryContentGateway();
    contents.accessDenyReason = 'private';

    const error = await contents.list({ limit: 1, offset: 0 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'AccessDenied', accessDenyReason: 'private' });
  });
});

describe('InMemoryCreativityGateway', () => {
  it('records answers to a known survey and refuses unknown ones', async () => {
    const creativity = new InMemoryCreativityGateway();
    creativity.surveysOf.set('net-1', [{ id: 's1', title: 'Poll', questions: [{ id: 'q1', text: 'Why?', options: ['a', 'b'] }] }]);

    await expect(creativity.surveys('net-1')).resolves.toHaveLength(1);
    await creativity.answerSurvey('s1', [{ questionId: 'q1', answer: 'a' }]);
    await expect(creativity.answerSurvey('s2', [])).rejects.toMatchObject({ status: 404 });
    expect(creativity.answers).toEqual([{ surveyId: 's1', answers: [{ questionId: 'q1', answer: 'a' }] }]);
  });
});

describe('InMemoryEngagementGateway', () => {
  it('answers what was set per metric, and empty data otherwise', async () => {
    const engagement = new InMemoryEngagementGateway();
    engagement.series.set('users', { total: 3, series: [{ date: '2024-01-01', value: 3 }] });
    const range = { from: '2024-01-01', to: '2024-01-31' };

    await expect(engagement.timeSeries('users', range)).resolves.toEqual({ total: 3, series: [{ date: '2024-01-01', value: 3 }] });
    await expect(engagement.timeSeries('sessions', range)).resolves.toEqual({ total: 0, series: [] });
    await expect(engagement.ranking('most-messages', range)).resolves.toEqual([]);
  });
});

describe('InMemorySubscriptionGateway', () => {
  it('subscribes, cancels, reactivates, and plays queued outcomes', async () => {
    const subscriptions = new InMemorySubscriptionGateway({ bundles: [sampleBundle()], paymentMethods: [samplePaymentMethod()] });
    subscriptions.queueSubscribe({ status: 'requires_action', clientSecret: 'pi_secret' }, new ApiError(402, 'PaymentFailed', 'Declined'));

    await expect(subscriptions.cancel()).rejects.toMatchObject({ status: 404 });
    await expect(subscriptions.subscribe('bundle-1', 'pm-1')).resolves.toEqual({ status: 'requires_action', clientSecret: 'pi_secret' });
    await expect(subscriptions.subscribe('bundle-1', 'pm-1')).rejects.toMatchObject({ status: 402, code: 'PaymentFailed' });
    await expect(subscriptions.subscribe('bundle-1', 'pm-1')).resolves.toEqual({ status: 'active' });
    await expect(subscriptions.cancel()).resolves.toBe('canceled');
    await expect(subscriptions.reactivate()).resolves.toBe('active');
  });

  it('moves the default card and removes cards', async () => {
    const subscriptions = new InMemorySubscriptionGateway({
      paymentMethods: [samplePaymentMethod({ id: 'pm-1', isDefault: true }), samplePaymentMethod({ id: 'pm-2', isDefault: false })],
    });

    const methods = await subscriptions.setDefaultPaymentMethod('pm-2');
    expect(methods.map((method) => [method.id, method.isDefault])).toEqual([['pm-1', false], ['pm-2', true]]);
    await subscriptions.removePaymentMethod('pm-1');
    await expect(subscriptions.paymentMethods()).resolves.toEqual([expect.objectContaining({ id: 'pm-2' })]);
  });
});
