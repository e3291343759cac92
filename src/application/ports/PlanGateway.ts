import type { Bundle, Subscription } from '../../domain/subscription/Subscription';

/** What a paid network offers, and what the member has of it. */
export interface PlanGateway {
  bundles(): Promise<Bundle[]>;
  /** Null when the member has no subscription. */
  current(): Promise<Subscription | null>;
}
export const PLAN_GATEWAY = Symbol.for('PlanGateway');
