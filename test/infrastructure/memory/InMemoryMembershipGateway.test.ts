import { describe, expect, it } from 'vitest';
import { InMemoryMembershipGateway } from '../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { sampleMembership } from '../../../src/infrastructure/memory/samples';

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
