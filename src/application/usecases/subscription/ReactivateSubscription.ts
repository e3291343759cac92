import type { Subscription } from '../../../domain/subscription/Subscription';
import type { PlanGateway } from '../../ports/PlanGateway';
import type { SubscriptionGateway } from '../../ports/SubscriptionGateway';
import type { RefreshAccess } from './RefreshAccess';

/**
 * Undoes a cancellation (or renews a subscription that has ended, from /subscribe?deny_reason=canceled):
 * the membership is fetched again, since a member who had lost access has it back.
 */
export class ReactivateSubscription {
  constructor(
    private readonly subscriptions: Pick<SubscriptionGateway, 'reactivate'>,
    private readonly plans: Pick<PlanGateway, 'current'>,
    private readonly access: Pick<RefreshAccess, 'execute'>,
  ) {}

  async execute(): Promise<Subscription | null> {
    await this.subscriptions.reactivate();
    const [current] = await Promise.all([this.plans.current(), this.access.execute()]);
    return current;
  }
}
export const REACTIVATE_SUBSCRIPTION = Symbol.for('ReactivateSubscription');
