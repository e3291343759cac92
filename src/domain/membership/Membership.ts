export type MemberRole = 'network_manager' | 'trusted_contributor' | 'user';

export type AccessDenyReason = 'not_subscribable' | 'not_purchased' | 'canceled' | 'private' | (string & {});

export interface MissingContract {
  id: string;
  type: string;
}

/** The signed-in user's membership of one network (`GET /v2/memberships/me`). */
export interface Membership {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: MemberRole;
  networkId: string;
  lastLocale: string | null;
  isAccessAuthorized: boolean;
  accessDenyReason: AccessDenyReason | null;
  isProfileCompleted: boolean;
  emailConfirmed: boolean;
  shouldVerifyEmailToContinue: boolean;
  marketingAccepted: boolean;
  partnerAccepted: boolean;
  profilingAccepted: boolean;
  missingContracts: MissingContract[];
  birthday: string | null;
  credits: number;
  /** The member's picture (an Upload's url, api-contract.md Membership); null: none, initials are shown. */
  avatarUrl: string | null;
}

/** Fields a member may change on their own membership (`PATCH /v2/memberships/{id}`). */
export interface MembershipPatch {
  firstName?: string;
  lastName?: string;
  birthday?: string;
  customFields?: { id: string; answer: string }[];
  marketingAccepted?: boolean;
  partnerAccepted?: boolean;
  profilingAccepted?: boolean;
  lastLocale?: string;
  /** An Upload's url to set the member's picture, null to remove it. */
  avatarUrl?: string | null;
}

export function displayName(membership: Pick<Membership, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${membership.firstName} ${membership.lastName}`.trim();
  return name || membership.email;
}
