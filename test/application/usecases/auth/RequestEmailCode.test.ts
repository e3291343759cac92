import { describe, expect, it } from 'vitest';
import { RequestEmailCode } from '../../../../src/application/usecases/auth/RequestEmailCode';
import { sampleMembership } from '../../../../src/infrastructure/memory/samples';
import { authHarness, SAMPLE_TOKENS } from './authHarness';

function emailHarness() {
  const h = authHarness();
  h.session.authenticate(sampleMembership({ id: 'mem-7', emailConfirmed: false, shouldVerifyEmailToContinue: true }), SAMPLE_TOKENS);
  return { ...h, requestCode: new RequestEmailCode(h.accounts, h.session) };
}

describe('RequestEmailCode (spec §4 e-mail confirm step)', () => {
  it("requests a code for the session's membership and resolves with the server message", async () => {
    const h = emailHarness();
    await expect(h.requestCode.execute()).resolves.toBe('A code was sent to your e-mail address.');
    expect(h.accounts.callsOf('requestEmailCode')).toEqual([['mem-7']]);
  });

  it('asks nothing of the server for a guest', async () => {
    const h = authHarness();
    await expect(new RequestEmailCode(h.accounts, h.session).execute()).rejects.toMatchObject({ code: 'NotSignedIn' });
    expect(h.accounts.calls).toEqual([]);
  });
});
