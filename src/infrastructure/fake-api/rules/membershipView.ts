import type { Membership } from '../../../domain/membership/Membership';
import type { FakeState, MembershipRecord, NetworkRecord } from '../FakeState';
import { accessOf } from './access';

/**
 * Profile complete = first and last name set and every required custom field answered. The birthday is
 * not part of it: the app asks for it in its own step (product-spec §2 'birthdate').
 */
export function isProfileCompleted(network: NetworkRecord, member: MembershipRecord): boolean {
  if (member.firstName.trim() === '' || member.lastName.trim() === '') return false;
  return network.customFields
    .filter((field) => field.isRequired)
    .every((field) => member.customFields.some((answer) => answer.id === field.id && answer.answer.trim() !== ''));
}

/** The wire shape of `GET /v2/memberships/me`. */
export function toMembership(state: FakeState, member: MembershipRecord): Membership {
  const network = state.networks.find((candidate) => candidate.customization.id === member.networkId);
  const user = state.users.find((candidate) => candidate.id === member.userId);
  if (!network || !user) throw new Error(`Membership ${member.id} points at a missing network or user.`);
  const access = accessOf(state, network, member);
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: user.email ?? '',
    role: member.role,
    networkId: member.networkId,
    lastLocale: member.lastLocale,
    isAccessAuthorized: access.authorized,
    accessDenyReason: access.reason,
    isProfileCompleted: isProfileCompleted(network, member),
    emailConfirmed: user.emailConfirmed,
    shouldVerifyEmailToContinue: member.shouldVerifyEmailToContinue,
    marketingAccepted: member.marketingAccepted,
    partnerAccepted: member.partnerAccepted,
    profilingAccepted: member.profilingAccepted,
    missingContracts: member.missingContracts.map((contract) => ({ ...contract })),
    birthday: member.birthday,
    credits: member.credits,
    avatarUrl: member.avatarUrl ?? null,
  };
}

/** Shown for an author whose membership was deleted: their contents and comments stay. */
export const FORMER_MEMBER_NAME = 'Former member';
/** Shown for a member who has not written a name yet (a fresh phone or SSO sign-up). */
export const UNNAMED_MEMBER_NAME = 'Member';

/** The name shown beside a member's contents and comments: "First Last" as they wrote it in their profile. */
export function memberName(state: FakeState, membershipId: string): string {
  const member = state.memberships.find((candidate) => candidate.id === membershipId);
  if (!member) return FORMER_MEMBER_NAME;
  const name = `${member.firstName.trim()} ${member.lastName.trim()}`.trim();
  return name === '' ? UNNAMED_MEMBER_NAME : name;
}

/** The picture shown beside a member's contents, comments and messages: their avatar now; null for none or a former member. */
export function memberAvatarUrl(state: FakeState, membershipId: string): string | null {
  return state.memberships.find((candidate) => candidate.id === membershipId)?.avatarUrl ?? null;
}
