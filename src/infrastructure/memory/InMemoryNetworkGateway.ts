import { ApiError } from '../../application/errors/ApiError';
import type { CustomFieldGateway } from '../../application/ports/CustomFieldGateway';
import type { IpLookup } from '../../application/ports/IpLookup';
import type { NetworkGateway } from '../../application/ports/NetworkGateway';
import type { CustomFieldDefinition, NetworkCustomization } from '../../domain/network/NetworkCustomization';
import { ScriptedGateway } from './ScriptedGateway';

/** Networks, their custom fields and the visitor's country: the three network lookups over one seed. */
export class InMemoryNetworkGateway extends ScriptedGateway<keyof NetworkGateway | keyof CustomFieldGateway | keyof IpLookup> implements NetworkGateway, CustomFieldGateway, IpLookup {
  readonly networks: NetworkCustomization[];
  /** Custom fields by network id. */
  readonly customFieldsOf = new Map<string, CustomFieldDefinition[]>();
  country = 'IT';

  constructor(networks: NetworkCustomization[] = []) {
    super();
    this.networks = [...networks];
  }

  async bySlug(slug: string): Promise<NetworkCustomization> {
    this.enter('bySlug', slug);
    const network = this.networks.find((candidate) => candidate.slug === slug);
    if (!network) throw new ApiError(404, 'NetworkNotFound', `No network is called "${slug}".`);
    return structuredClone(network);
  }

  async customFields(networkId: string): Promise<CustomFieldDefinition[]> {
    this.enter('customFields', networkId);
    return structuredClone(this.customFieldsOf.get(networkId) ?? []);
  }

  async ipCountry(): Promise<string> {
    this.enter('ipCountry');
    return this.country;
  }
}
