import type { Membership, MembershipPatch } from '../../../domain/membership/Membership';
import { toCustomFieldAnswers, type CustomAnswers } from '../../../domain/auth/validation';
import type { MembershipGateway } from '../../ports/MembershipGateway';
import type { Session } from '../../session/Session';
import { updateOwnMembership } from '../../session/updateOwnMembership';

export interface ProfileInput {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD; empty or absent when the network asks no birthday. */
  birthday?: string;
  /** Answers to the network's custom questions, by question id. */
  customFields: CustomAnswers;
}

/**
 * Spec §3 profile update from the complete-profile prompt and the settings. Names are trimmed; an empty birthday
 * and empty answers are left out (spec §5).
 */
export class SaveProfile {
  constructor(
    private readonly memberships: Pick<MembershipGateway, 'update'>,
    private readonly session: Pick<Session, 'membership' | 'updateMembership'>,
  ) {}

  async execute(input: ProfileInput): Promise<Membership> {
    return updateOwnMembership(this.memberships, this.session, profilePatchOf(input));
  }
}
export const SAVE_PROFILE = Symbol.for('SaveProfile');

function profilePatchOf(input: ProfileInput): MembershipPatch {
  const birthday = input.birthday?.trim() ?? '';
  const customFields = toCustomFieldAnswers(input.customFields);
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    ...(birthday === '' ? {} : { birthday }),
    ...(customFields.length === 0 ? {} : { customFields }),
  };
}
