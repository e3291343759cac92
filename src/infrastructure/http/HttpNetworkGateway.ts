import type { NetworkGateway } from '../../application/ports/NetworkGateway';
import type { CustomFieldDefinition, NetworkCustomization } from '../../domain/network/NetworkCustomization';
import type { ApiClient } from './ApiClient';
import { dataOf, readCustomField, readNetworkCustomization } from './readers';
import { readArray, readRecord, readString } from './wire';

export class HttpNetworkGateway implements NetworkGateway {
  constructor(private readonly api: ApiClient) {}

  async bySlug(slug: string): Promise<NetworkCustomization> {
    // The network is what this call finds out, so it cannot carry one yet.
    const answer = await this.api.send({ method: 'GET', path: `/v2/networks/by-slug/${encodeURIComponent(slug)}`, withNetwork: false });
    return dataOf(answer, readNetworkCustomization);
  }

  async customFields(networkId: string): Promise<CustomFieldDefinition[]> {
    const answer = await this.api.get(`/v2/networks/${encodeURIComponent(networkId)}/custom-fields`);
    return dataOf(answer, readArray(readCustomField));
  }

  async ipCountry(): Promise<string> {
    const answer = await this.api.get('/v2/ip-lookup');
    const data = dataOf(answer, readRecord);
    return readString(data.countryCode, 'data.countryCode');
  }
}
