import { describe, expect, it } from 'vitest';
import { SendPhoneCode } from '../../../../src/application/usecases/auth/SendPhoneCode';
import { VerifyPhoneCode } from '../../../../src/application/usecases/auth/VerifyPhoneCode';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { authHarness } from './authHarness';

const PHONE = '+393331234567';

function phoneHarness(...parameters: Parameters<typeof authHarness>) {
  const h = authHarness(...parameters);
  return { ...h, sendCode: new SendPhoneCode(h.auth), verifyCode: new VerifyPhoneCode(h.auth, h.completeLogin) };
}

describe('VerifyPhoneCode (spec §4 phone code flow: the code SendPhoneCode sent signs the member in)', () => {
  it('signs the member in with the latest code, the membership coming from the tokens', async () => {
    const h = phoneHarness();
    await h.sendCode.execute(PHONE);
    await h.sendCode.execute(PHONE, { resend: true });
    const latest = h.auth.latestCodeFor(PHONE);
    expect(latest).not.toBeNull();
    const membership = await h.verifyCode.execute(PHONE, ` ${latest ?? ''} `);
    expect(h.auth.callsOf('finishOtp')).toEqual([[PHONE, latest]]);
    expect(h.memberships.callsOf('me')).toHaveLength(1);
    expect(membership.id).toBe('mem-1');
    expect(h.session.membership).toEqual(membership);
    expect(h.tokens.accessToken('net-1')).not.toBeNull();
    expect(h.session.membership?.id).toBe('mem-1');
  });

  it('rejects a stale code with the server error and signs nobody in', async () => {
    const h = phoneHarness();
    await h.sendCode.execute(PHONE);
    const stale = h.auth.latestCodeFor(PHONE) ?? '';
    await h.sendCode.execute(PHONE, { resend: true });
    await expect(h.verifyCode.execute(PHONE, stale)).rejects.toMatchObject({ code: 'InvalidCode', message: 'The code is not valid.' });
    expect(h.session.isSignedIn).toBe(false);
  });

  it('follows the return path on a paid network', async () => {
    const network = sampleNetwork({ accessType: 'subscribable' });
    const h = phoneHarness({ network, member: sampleMembership({ networkId: network.id }) });
    await h.sendCode.execute(PHONE);
    await h.verifyCode.execute(PHONE, h.auth.latestCodeFor(PHONE) ?? '', { returnPath: '/contents/3' });
    expect(h.navigator.paths).toEqual(['/contents/3']);
  });
});
