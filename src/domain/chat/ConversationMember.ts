import type { Role } from '../roles/Role';

/** One member of a conversation (api-contract.md `ConversationMember`). */
export interface ConversationMember {
  memberId: string;
  name: string;
  /** A safe URL of their picture, or null (their initials are shown then). */
  avatarUrl: string | null;
  /** Administers the conversation: renames it, changes its admins, removes members (spec §6). */
  isAdmin: boolean;
}

/** A member of the network found by name or e-mail (api-contract.md `MemberSummary`), to add to a conversation. */
export interface MemberSummary {
  id: string;
  name: string;
  avatarUrl: string | null;
  role: Role;
}

/** Admins first, then by name: the order of a conversation's members panel. */
export function adminsFirst(members: readonly ConversationMember[], locale: string): ConversationMember[] {
  const byName = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...members].sort((a, b) => Number(b.isAdmin) - Number(a.isAdmin) || byName.compare(a.name, b.name));
}
