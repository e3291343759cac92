import type { CustomFieldDefinition, NetworkCustomization } from '../../domain/network/NetworkCustomization';

export interface NetworkGateway {
  /** 404 NetworkNotFound when no network has this slug. */
  bySlug(slug: string): Promise<NetworkCustomization>;
  customFields(networkId: string): Promise<CustomFieldDefinition[]>;
  /** The visitor's country (ISO 3166 alpha-2) from their IP address. */
  ipCountry(): Promise<string>;
}
export const NETWORK_GATEWAY = Symbol.for('NetworkGateway');
