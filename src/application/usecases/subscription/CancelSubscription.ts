import type { CancellationReason, Subscription } from '../../../domain/subscription/Subscription';
import type { PlanGateway } from '../../ports/PlanGateway';
import type { SubscriptionGateway } from '../../ports/SubscriptionGateway';

/**
 * Cancels at the end of the paid period (access lasts until then), with the member's reason when they gave one;
 * answers the subscription as it now is.
 */
export class CancelSubscription {
  constructor(
    private readonly subscriptions: Pick<SubscriptionGateway, 'cancel'>,
    private readonly plans: Pick<PlanGateway, 'current'>,
  ) {}

  async execute(reason: CancellationReason | null = null): Promise<Subscription | null> {
    await this.subscriptions.cancel(reason);
    return this.plans.current();
  }
}
export const CANCEL_SUBSCRIPTION = Symbol.for('CancelSubscription');
