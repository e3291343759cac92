import { describe, expect, it } from 'vitest';
import { InMemoryAccountGateway } from '../../../src/infrastructure/memory/InMemoryAccountGateway';

describe('InMemoryAccountGateway', () => {
  it('confirms the e-mail with the right code only', async () => {
    const accounts = new InMemoryAccountGateway('654321');

    await expect(accounts.confirmEmail('mem-1', '000000')).rejects.toMatchObject({ status: 400, code: 'InvalidCode' });
    await expect(accounts.confirmEmail('mem-1', '654321')).resolves.toEqual(expect.any(String));
    expect(accounts.confirmed.has('mem-1')).toBe(true);
  });
});
