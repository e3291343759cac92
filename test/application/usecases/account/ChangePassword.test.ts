import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { ChangePassword } from '../../../../src/application/usecases/account/ChangePassword';
import { InMemoryAccountGateway } from '../../../../src/infrastructure/memory/InMemoryAccountGateway';

describe('ChangePassword (spec §6 update password; POST /v2/accounts/password)', () => {
  it('sends the three passwords trimmed and resolves with the server message', async () => {
    const accounts = new InMemoryAccountGateway('123456', 'Current!2026');
    const message = await new ChangePassword(accounts).execute({ currentPassword: ' Current!2026 ', newPassword: ' Fresh!2027 ', newPasswordConfirmation: 'Fresh!2027\n' });
    expect(message).toBe('Your password has been changed.');
    expect(accounts.callsOf('changePassword')).toEqual([[{ currentPassword: 'Current!2026', newPassword: 'Fresh!2027', newPasswordConfirmation: 'Fresh!2027' }]]);
    expect(accounts.password).toBe('Fresh!2027');
  });

  it('passes on the 401 of a wrong current password, and the password stays', async () => {
    const accounts = new InMemoryAccountGateway('123456', 'Current!2026');
    await expect(new ChangePassword(accounts).execute({ currentPassword: 'Guess!2026', newPassword: 'Fresh!2027', newPasswordConfirmation: 'Fresh!2027' })).rejects.toMatchObject({
      status: 401,
      code: 'InvalidEmailOrPassword',
    });
    expect(accounts.password).toBe('Current!2026');
  });

  it('passes on a 422 with the fields the server refused', async () => {
    const accounts = new InMemoryAccountGateway();
    const refusal = new ApiError(422, 'ValidationError', 'Must have at least 1 special character.', { fields: { newPassword: 'Must have at least 1 special character.' } });
    accounts.failNext('changePassword', refusal);
    await expect(new ChangePassword(accounts).execute({ currentPassword: 'Current!2026', newPassword: 'Fresh2027', newPasswordConfirmation: 'Fresh2027' })).rejects.toBe(refusal);
  });
});
