import { givesAccess } from '../../../domain/subscription/Subscription';
import { fail } from '../FakeApiError';
import type { FakeState, MembershipRecord, NetworkRecord } from '../FakeState';
import { subscriptionsOf } from './billing';

export interface AccessDecision {
  authorized: boolean;
  reason: 'private' | 'not_purchased' | 'not_subscribable' | 'canceled' | null;
}

/**
 * Who may read a network's contents (product-spec §6 "Private networks force login; purchasable force
 * the paywall; subscribable force a subscription"). Managers always may: they run the network. On a paid
 * network a member may while a subscription gives access (active, trialing, or past due while the
 * payment is retried: the domain's `givesAccess`) or a one-off purchase exists (it stays active); a
 * subscribable network tells a member whose subscription ended that it was canceled.
 */
export function accessOf(state: FakeState, network: NetworkRecord, member: MembershipRecord | null): AccessDecision {
  const { accessType } = network.customization;
  if (accessType === 'public') return { authorized: true, reason: null };
  if (accessType === 'private') return member ? { authorized: true, reason: null } : { authorized: false, reason: 'private' };
  if (member?.role === 'network_manager') return { authorized: true, reason: null };
  const held = member ? subscriptionsOf(state, member.id) : [];
  if (held.some((subscription) => givesAccess(subscription))) return { authorized: true, reason: null };
  if (accessType === 'purchasable') return { authorized: false, reason: 'not_purchased' };
  if (held.some((subscription) => subscription.status === 'canceled')) return { authorized: false, reason: 'canceled' };
  return { authorized: false, reason: 'not_subscribable' };
}

const DENIAL_MESSAGES: Record<NonNullable<AccessDecision['reason']>, string> = {
  private: 'This network is private. Please sign in to continue.',
  not_purchased: 'Buy access to this network to read its contents.',
  not_subscribable: 'Subscribe to this network to read its contents.',
  canceled: 'Your subscription was canceled. Reactivate it to read the contents again.',
};

export function denialMessage(reason: NonNullable<AccessDecision['reason']>): string {
  return DENIAL_MESSAGES[reason];
}

/** 403 AccessDenied with the reason, as the app's forbidden-access event expects (a route's `readAccess` flag). */
export function requireReadAccess(state: FakeState, network: NetworkRecord, viewer: MembershipRecord | null): void {
  const access = accessOf(state, network, viewer);
  if (!access.authorized && access.reason) {
    fail(403, 'AccessDenied', denialMessage(access.reason), { reason: access.reason });
  }
}
