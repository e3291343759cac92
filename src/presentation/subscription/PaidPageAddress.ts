/** `subscribe`: the plans of a subscribable network; `paywall`: the one-off purchase of a purchasable one. */
export type PaidPageKind = 'subscribe' | 'paywall';

export interface PaidPageAddress {
  kind: PaidPageKind;
  /** `?deny_reason=`: why the member was sent here. */
  denyReason: string | null;
  /** `?plan=`: the plan a guest chose before signing in. */
  planId: string | null;
  /** `?from=`: the page that sent the member here, where access leads back to. */
  returnPath: string | null;
}
