import { describe, expect, it } from 'vitest';
import { SendPhoneCode } from '../../../../src/application/usecases/auth/SendPhoneCode';
import { authHarness } from './authHarness';

const PHONE = '+393331234567';

function phoneHarness() {
  const h = authHarness();
  return { ...h, sendCode: new SendPhoneCode(h.auth) };
}

describe('SendPhoneCode (spec §4 phone code flow)', () => {
  it('starts the code flow the first time and resends afterwards, resolving with the server message', async () => {
    const h = phoneHarness();
    await expect(h.sendCode.execute(PHONE)).resolves.toBe(`A code was sent to ${PHONE}.`);
    await expect(h.sendCode.execute(PHONE, { resend: true })).resolves.toBe(`A code was sent to ${PHONE}.`);
    expect(h.auth.calls.map((call) => [call.method, ...call.args])).toEqual([
      ['startOtp', PHONE],
      ['resendOtp', PHONE],
    ]);
  });
});
