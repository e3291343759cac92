import { describe, expect, it } from 'vitest';
import { RefreshAccess } from '../../../../src/application/usecases/subscription/RefreshAccess';
import type { Membership } from '../../../../src/domain/membership/Membership';
import { InMemoryMembershipGateway } from '../../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { sampleMembership } from '../../../../src/infrastructure/memory/samples';

describe('RefreshAccess', () => {
  it('fetches the membership again and keeps it, so the access a payment gave applies at once', async () => {
    const stored: Membership[] = [];
    const member = sampleMembership({ isAccessAuthorized: true });
    await expect(new RefreshAccess(new InMemoryMembershipGateway(member), { updateMembership: (m) => stored.push(m) }).execute()).resolves.toEqual(member);
    expect(stored).toEqual([member]);
  });
});
