import { describe, expect, it } from 'vitest';
import { ConfirmEmail } from '../../../../src/application/usecases/auth/ConfirmEmail';
import { sampleMembership } from '../../../../src/infrastructure/memory/samples';
import { authHarness, SAMPLE_TOKENS } from './authHarness';

function emailHarness() {
  const h = authHarness();
  h.session.authenticate(sampleMembership({ id: 'mem-7', emailConfirmed: false, shouldVerifyEmailToContinue: true }), SAMPLE_TOKENS);
  return { ...h, confirmEmail: new ConfirmEmail(h.accounts, h.session) };
}

describe('ConfirmEmail (spec §4 e-mail confirm step)', () => {
  it('confirms the e-mail, marks the session membership confirmed and resolves with the server message', async () => {
    const h = emailHarness();
    await expect(h.confirmEmail.execute(' 123456 ')).resolves.toBe('Your e-mail address is confirmed.');
    expect(h.accounts.callsOf('confirmEmail')).toEqual([['mem-7', '123456']]);
    expect(h.session.membership?.emailConfirmed).toBe(true);
    expect(h.session.storedMembership()?.emailConfirmed).toBe(true);
  });

  it('leaves the membership unconfirmed when the code is wrong', async () => {
    const h = emailHarness();
    await expect(h.confirmEmail.execute('000000')).rejects.toMatchObject({ code: 'InvalidCode', message: 'The code is not valid.' });
    expect(h.session.membership?.emailConfirmed).toBe(false);
  });

  it('asks nothing of the server for a guest', async () => {
    const h = authHarness();
    await expect(new ConfirmEmail(h.accounts, h.session).execute('123456')).rejects.toMatchObject({ code: 'NotSignedIn' });
    expect(h.accounts.calls).toEqual([]);
  });
});
