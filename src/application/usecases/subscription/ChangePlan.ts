import type { Subscription } from '../../../domain/subscription/Subscription';
import type { SubscriptionGateway } from '../../ports/SubscriptionGateway';

/** Moves the current subscription to another plan of the network (`POST /subscriptions/exchange/{bundleId}`). */
export class ChangePlan {
  constructor(private readonly subscriptions: Pick<SubscriptionGateway, 'exchange'>) {}

  execute(bundleId: string): Promise<Subscription> {
    return this.subscriptions.exchange(bundleId);
  }
}
export const CHANGE_PLAN = Symbol.for('ChangePlan');
