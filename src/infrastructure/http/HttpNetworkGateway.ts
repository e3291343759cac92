import type { NetworkGateway } from '../../application/ports/NetworkGateway';
import type { NetworkCustomization } from '../../domain/network/NetworkCustomization';
import type { ApiClient } from './ApiClient';
import { dataOf, readNetworkCustomization } from './readers';

export class HttpNetworkGateway implements NetworkGateway {
  constructor(private readonly api: ApiClient) {}

  async bySlug(slug: string): Promise<NetworkCustomization> {
    // The network is what this call finds out, so it cannot carry one yet.
    const answer = await this.api.send({ method: 'GET', path: `/v2/networks/by-slug/${encodeURIComponent(slug)}`, withNetwork: false });
    return dataOf(answer, readNetworkCustomization);
  }
}
