import type { NetworkCustomization } from '../../domain/network/NetworkCustomization';

export interface NetworkGateway {
  /** 404 NetworkNotFound when no network has this slug. */
  bySlug(slug: string): Promise<NetworkCustomization>;
}
export const NETWORK_GATEWAY = Symbol.for('NetworkGateway');
