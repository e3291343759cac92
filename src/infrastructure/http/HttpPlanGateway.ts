import type { PlanGateway } from '../../application/ports/PlanGateway';
import type { Monitoring } from '../../application/ports/Monitoring';
import type { Bundle, Subscription } from '../../domain/subscription/Subscription';
import type { ApiClient } from './ApiClient';
import { dataOf } from './readers';
import { readBundle, readSubscription } from './subscriptionReaders';
import { listReaderOf, readNullable, type ListReader } from './wire';

export class HttpPlanGateway implements PlanGateway {
  private readonly readList: ListReader;

  constructor(
    private readonly api: ApiClient,
    monitoring: Pick<Monitoring, 'reportError'>,
  ) {
    this.readList = listReaderOf(monitoring);
  }

  async bundles(): Promise<Bundle[]> {
    return dataOf(await this.api.get('/subscriptions/bundles'), this.readList('plans', readBundle));
  }

  async current(): Promise<Subscription | null> {
    return dataOf(await this.api.get('/subscriptions/current'), readNullable(readSubscription));
  }
}
