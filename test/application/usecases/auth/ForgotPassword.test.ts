import { describe, expect, it } from 'vitest';
import { ForgotPassword } from '../../../../src/application/usecases/auth/ForgotPassword';
import { authHarness } from './authHarness';

describe('ForgotPassword (spec §4, §8: the server message is the success toast)', () => {
  it('sends the normalized e-mail and resolves with the server message', async () => {
    const h = authHarness();
    await expect(new ForgotPassword(h.auth).execute(' Ada@Example.com ')).resolves.toBe(
      'If ada@example.com has an account, an e-mail with a link to reset the password is on its way.',
    );
    expect(h.auth.callsOf('forgotPassword')).toEqual([['ada@example.com']]);
  });
});
