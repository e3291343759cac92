import { describe, expect, it } from 'vitest';
import { RefreshAccess } from '../../../../src/application/usecases/subscription/RefreshAccess';
import { ReactivateSubscription } from '../../../../src/application/usecases/subscription/ReactivateSubscription';
import { InMemoryMembershipGateway } from '../../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { InMemorySubscriptionGateway } from '../../../../src/infrastructure/memory/InMemorySubscriptionGateway';
import { sampleBundle, sampleMembership, samplePaymentMethod, sampleSubscription } from '../../../../src/infrastructure/memory/samples';
import type { Membership } from '../../../../src/domain/membership/Membership';

function setUp(subscription = sampleSubscription({ cancelAtPeriodEnd: true })) {
  const server = new InMemorySubscriptionGateway({ bundles: [sampleBundle()], paymentMethods: [samplePaymentMethod()], subscription, now: () => Date.parse('2026-11-24T10:00:00Z') });
  const memberships = new InMemoryMembershipGateway(sampleMembership({ isAccessAuthorized: true, accessDenyReason: null }));
  const stored: Membership[] = [];
  const access = new RefreshAccess(memberships, { updateMembership: (membership) => stored.push(membership) });
  return { server, stored, reactivate: new ReactivateSubscription(server, server, access) };
}

describe('ReactivateSubscription', () => {
  it('undoes a cancellation at period end', async () => {
    const { reactivate } = setUp();
    await expect(reactivate.execute()).resolves.toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('renews a subscription that has ended, and fetches the membership again: access is back at once', async () => {
    const { reactivate, stored } = setUp(sampleSubscription({ status: 'canceled', currentPeriodEnd: null }));
    await expect(reactivate.execute()).resolves.toMatchObject({ status: 'active' });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.isAccessAuthorized).toBe(true);
  });

  it('fails when there is nothing to reactivate', async () => {
    const server = new InMemorySubscriptionGateway({ bundles: [sampleBundle()] });
    const access = new RefreshAccess(new InMemoryMembershipGateway(sampleMembership()), { updateMembership: () => undefined });
    await expect(new ReactivateSubscription(server, server, access).execute()).rejects.toMatchObject({ status: 404 });
  });
});
