import type { Membership, MembershipPatch } from '../membership/Membership';
import type { NetworkCustomization } from '../network/NetworkCustomization';

/**
 * The consents asked after login, in the order spec §4 asks them: promotional (marketing),
 * connecting (partner), profiling.
 */
export const CONSENT_STEPS = ['promotional', 'connecting', 'profiling'] as const;
export type ConsentStep = (typeof CONSENT_STEPS)[number];

type ConsentFlag = 'marketingAccepted' | 'partnerAccepted' | 'profilingAccepted';
type NetworkSwitch = 'isPromotionalConsentOn' | 'isPartnerConsentOn' | 'isProfilingConsentOn';

const CONSENTS: Record<ConsentStep, { switch: NetworkSwitch; flag: ConsentFlag }> = {
  promotional: { switch: 'isPromotionalConsentOn', flag: 'marketingAccepted' },
  connecting: { switch: 'isPartnerConsentOn', flag: 'partnerAccepted' },
  profiling: { switch: 'isProfilingConsentOn', flag: 'profilingAccepted' },
};

export function isConsentStep(value: unknown): value is ConsentStep {
  return typeof value === 'string' && (CONSENT_STEPS as readonly string[]).includes(value);
}

/** The consents the network switches on, in the order of spec §4: the only ones it asks, or lets a member change. */
export function offeredConsents(network: Pick<NetworkCustomization, NetworkSwitch>): ConsentStep[] {
  return CONSENT_STEPS.filter((step) => network[CONSENTS[step].switch]);
}

export function hasAccepted(membership: Pick<Membership, ConsentFlag>, step: ConsentStep): boolean {
  return membership[CONSENTS[step].flag];
}

/** Spec §4: each consent is asked only when the network switches it on and the member has not accepted it. */
export function consentSteps(
  network: Pick<NetworkCustomization, NetworkSwitch>,
  membership: Pick<Membership, ConsentFlag>,
): ConsentStep[] {
  return offeredConsents(network).filter((step) => !hasAccepted(membership, step));
}

/** Spec §3 consent update: the one flag that accepting this consent sets to true. */
export function acceptancePatchOf(step: ConsentStep): MembershipPatch {
  return consentPatchOf(step, true);
}

/** A consent given or withdrawn from the settings: its one flag, set to the member's choice. */
export function consentPatchOf(step: ConsentStep, accepted: boolean): MembershipPatch {
  return { [CONSENTS[step].flag]: accepted };
}
