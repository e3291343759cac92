import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { UnsubscribeFromEmails } from '../../../../src/application/usecases/account/UnsubscribeFromEmails';
import { InMemoryAccountGateway } from '../../../../src/infrastructure/memory/InMemoryAccountGateway';

describe('UnsubscribeFromEmails (spec §2 /notification-preferences)', () => {
  it('sends the link token, trimmed, and resolves with the server message', async () => {
    const accounts = new InMemoryAccountGateway();
    await expect(new UnsubscribeFromEmails(accounts).execute(' unsub-mem-1 \n')).resolves.toBe('You will not receive these e-mails any more.');
    expect(accounts.unsubscribed).toEqual(['unsub-mem-1']);
  });

  it('passes on the refusal of a bad or expired token', async () => {
    const accounts = new InMemoryAccountGateway();
    accounts.failNext('unsubscribe', new ApiError(400, 'InvalidToken', 'This unsubscribe link is not valid.'));
    await expect(new UnsubscribeFromEmails(accounts).execute('unsub-nobody')).rejects.toMatchObject({ status: 400, code: 'InvalidToken' });
  });
});
