import type { NetworkCustomization } from '../../../domain/network/NetworkCustomization';
import type { NetworkGateway } from '../../ports/NetworkGateway';
import type { Session } from '../../session/Session';

/**
 * Opens the network of a slug; rejects with ApiError NetworkNotFound for an unknown slug. Another network's slug
 * leaves the network shown at once, before the new one answers.
 */
export class LoadNetwork {
  constructor(
    private readonly networks: Pick<NetworkGateway, 'bySlug'>,
    private readonly session: Pick<Session, 'network' | 'enterNetwork' | 'leaveNetwork'>,
  ) {}

  async execute(slug: string): Promise<NetworkCustomization> {
    if (this.session.network?.slug !== slug) this.session.leaveNetwork();
    const network = await this.networks.bySlug(slug);
    this.session.enterNetwork(network);
    return network;
  }
}
export const LOAD_NETWORK = Symbol.for('LoadNetwork');
