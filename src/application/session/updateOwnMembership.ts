import type { Membership, MembershipPatch } from '../../domain/membership/Membership';
import type { MembershipGateway } from '../ports/MembershipGateway';
import { AuthError } from '../errors/AuthError';
import type { Session } from './Session';

/**
 * Changes the signed-in member's membership on the server; the saved membership replaces the session's, which also
 * keeps the stored copy in step. A member who left while the server answered is not signed back in by the answer.
 */
export async function updateOwnMembership(
  memberships: Pick<MembershipGateway, 'update'>,
  session: Pick<Session, 'membership' | 'updateMembership'>,
  patch: MembershipPatch,
): Promise<Membership> {
  const membership = session.membership;
  if (!membership) throw AuthError.notSignedIn();
  const updated = await memberships.update(membership.id, patch);
  if (session.membership?.id === membership.id) session.updateMembership(updated);
  return updated;
}
