import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import type { PrivateSignUp, StandardSignUp } from '../../../../src/application/ports/EmailAccountGateway';
import { SignUpWithEmail } from '../../../../src/application/usecases/auth/SignUpWithEmail';
import { authHarness, watch } from './authHarness';

const STANDARD: StandardSignUp = { email: '  New.Member@Example.COM ', password: ' Secret-123 ', passwordConfirmation: ' Secret-123 ' };

function signUpHarness() {
  const h = authHarness();
  return { ...h, signUp: new SignUpWithEmail(h.auth, h.pollExchange, h.completeLogin) };
}

describe('SignUpWithEmail (spec §4 e-mail sign-up, §8 conflicts)', () => {
  it('signs up with the e-mail lowercased, polls the exchange and logs the member in', async () => {
    const h = signUpHarness();
    const result = await h.signUp.execute(STANDARD);
    expect(h.auth.callsOf('signUp')).toEqual([[{ email: 'new.member@example.com', password: 'Secret-123', passwordConfirmation: 'Secret-123' }]]);
    expect(h.auth.callsOf('exchange')).toEqual([['exchange-1']]);
    expect(result).toMatchObject({ kind: 'signedUp', membership: { id: 'mem-1' } });
    expect(h.session.isSignedIn).toBe(true);
    expect(h.session.membership?.id).toBe('mem-1');
  });

  it('sends the fields of a private sign-up as given, e-mail normalized', async () => {
    const h = signUpHarness();
    const payload: PrivateSignUp = {
      email: 'Private@Example.com',
      password: 'secret1',
      passwordConfirmation: 'secret1',
      firstName: 'Grace',
      lastName: 'Hopper',
      invitationCode: 'WELCOME',
      birthday: '1990-12-09',
      customFields: [{ id: 'field-1', answer: 'Sailing' }],
    };
    const result = await h.signUp.execute(payload);
    expect(h.auth.callsOf('signUp')).toEqual([[{ ...payload, email: 'private@example.com' }]]);
    expect(result.kind).toBe('signedUp');
  });

  it.each([
    [new ApiError(409, 'MembershipAlreadyExists', 'You are already a member.'), 'has_membership'],
    [new ApiError(401, 'InvalidEmailOrPassword', 'The e-mail or the password is not correct.'), 'invalid_credentials'],
  ] as const)('turns %s into the %s conflict, signing nobody in', async (error, conflict) => {
    const h = signUpHarness();
    h.auth.failNext('signUp', error);
    await expect(h.signUp.execute(STANDARD)).resolves.toEqual({ kind: 'conflict', conflict });
    expect(h.auth.callsOf('exchange')).toEqual([]);
    expect(h.session.isSignedIn).toBe(false);
  });

  it('reports has_membership for an e-mail that is already a member (gateway rules)', async () => {
    const h = signUpHarness();
    h.auth.accounts.set('new.member@example.com', { email: 'new.member@example.com', password: 'Other-123', member: true });
    await expect(h.signUp.execute(STANDARD)).resolves.toEqual({ kind: 'conflict', conflict: 'has_membership' });
  });

  it('rethrows every other server error', async () => {
    const h = signUpHarness();
    h.auth.failNext('signUp', new ApiError(400, 'InvalidInvitationCode', 'The invitation code is not valid.'));
    await expect(h.signUp.execute(STANDARD)).rejects.toMatchObject({ code: 'InvalidInvitationCode', message: 'The invitation code is not valid.' });
  });

  it('saves the birthday held from the birthdate step, clears the holder, and returns the updated membership', async () => {
    const h = signUpHarness();
    h.birthdate.remember('2001-07-14');
    expect(h.localStore.get('birthdate:net-1')).toBe('2001-07-14');
    const result = await h.signUp.execute(STANDARD);
    expect(h.memberships.callsOf('update')).toEqual([['mem-1', { birthday: '2001-07-14' }]]);
    expect(result).toMatchObject({ kind: 'signedUp', membership: { birthday: '2001-07-14' } });
    expect(h.session.membership?.birthday).toBe('2001-07-14');
    expect(h.localStore.get('birthdate:net-1')).toBeNull();
  });

  it("fails with 'Maximum polling attempts reached' when the exchange never completes", async () => {
    const h = signUpHarness();
    h.auth.queueExchange(...Array.from({ length: 6 }, () => ({ kind: 'pending' }) as const));
    const signingUp = watch(h.signUp.execute(STANDARD));
    await h.clock.advanceAsync(5000);
    expect(signingUp.settled).toMatchObject({ state: 'rejected', error: { code: 'MaxPollingAttempts', message: 'Maximum polling attempts reached' } });
    expect(h.auth.callsOf('exchange')).toHaveLength(6);
    expect(h.session.isSignedIn).toBe(false);
  });

  it("stops polling with 'Component unmounted' when the modal closes", async () => {
    const h = signUpHarness();
    h.auth.queueExchange({ kind: 'pending' }, { kind: 'pending' }, { kind: 'pending' });
    const controller = new AbortController();
    const signingUp = watch(h.signUp.execute(STANDARD, { signal: controller.signal }));
    await h.clock.advanceAsync(1200);
    controller.abort();
    await h.clock.advanceAsync(10_000);
    expect(signingUp.settled).toMatchObject({ state: 'rejected', error: { code: 'Aborted', message: 'Component unmounted' } });
    expect(h.auth.callsOf('exchange')).toHaveLength(2);
    expect(h.session.isSignedIn).toBe(false);
  });
});
