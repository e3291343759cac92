import type { NetworkCustomization } from '../../domain/network/NetworkCustomization';
import type { NetworkGateway } from '../ports/NetworkGateway';
import type { Session } from '../session/Session';

/** Opens the network of a slug; rejects with ApiError NetworkNotFound for an unknown slug. */
export class LoadNetwork {
  constructor(
    private readonly networks: Pick<NetworkGateway, 'bySlug'>,
    private readonly session: Pick<Session, 'enterNetwork'>,
  ) {}

  async execute(slug: string): Promise<NetworkCustomization> {
    const network = await this.networks.bySlug(slug);
    this.session.enterNetwork(network);
    return network;
  }
}
export const LOAD_NETWORK = Symbol.for('LoadNetwork');
