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

/** Spec §4: each consent is asked only when the network switches it on and the member has not accepted it. */
export function consentSteps(
  network: Pick<NetworkCustomization, NetworkSwitch>,
  membership: Pick<Membership, ConsentFlag>,
): ConsentStep[] {
  return CONSENT_STEPS.filter((step) => network[CONSENTS[step].switch] && !membership[CONSENTS[step].flag]);
}

/** Spec §3 consent update: the one flag that accepting this consent sets to true. */
export function acceptancePatchOf(step: ConsentStep): MembershipPatch {
  return { [CONSENTS[step].flag]: true };
}
