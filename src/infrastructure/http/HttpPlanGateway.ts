import type { PlanGateway } from '../../application/ports/PlanGateway';
import type { Bundle, Subscription } from '../../domain/subscription/Subscription';
import type { ApiClient } from './ApiClient';
import { dataOf } from './readers';
import { readBundle, readSubscription } from './subscriptionReaders';
import { readArray, readNullable } from './wire';

export class HttpPlanGateway implements PlanGateway {
  constructor(private readonly api: ApiClient) {}

  async bundles(): Promise<Bundle[]> {
    return dataOf(await this.api.get('/subscriptions/bundles'), readArray(readBundle));
  }

  async current(): Promise<Subscription | null> {
    return dataOf(await this.api.get('/subscriptions/current'), readNullable(readSubscription));
  }
}
