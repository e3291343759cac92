import type { FakeState, LiveAudience, MembershipRecord } from '../FakeState';
import { accessOf } from '../rules/access';

/** Every member who may read the network hears it (contents, comments). */
export const NETWORK_READERS: LiveAudience = { kind: 'network' };

/** Only these members hear it, while they may read the network (a conversation's members, a notification's recipients). */
export function onlyMembers(memberIds: readonly string[]): LiveAudience {
  return { kind: 'members', memberIds: [...memberIds] };
}

/**
 * api-contract.md Live events: "a member receives only what they may read". Asked when the event is delivered,
 * live or replayed, so a member who lost access (a subscription that ended) hears nothing more, as the REST
 * calls answer them 403.
 */
export function mayHear(state: FakeState, member: MembershipRecord, audience: LiveAudience): boolean {
  const network = state.networks.find((candidate) => candidate.customization.id === member.networkId);
  if (!network || !accessOf(state, network, member).authorized) return false;
  return audience.kind === 'network' || audience.memberIds.includes(member.id);
}
