import { describe, expect, it } from 'vitest';
import { LoadNetwork } from '../../../src/application/usecases/LoadNetwork';
import { InMemoryNetworkGateway } from '../../../src/infrastructure/memory/InMemoryNetworkGateway';
import { sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../harness';

const network = sampleNetwork({ id: 'net-1', slug: 'runners' });

describe('LoadNetwork', () => {
  it('enters the network of the slug', async () => {
    const h = sessionHarness();
    const loaded = await new LoadNetwork(new InMemoryNetworkGateway([network]), h.session).execute('runners');
    expect(loaded.id).toBe('net-1');
    expect(h.session.networkId).toBe('net-1');
    expect(h.scope.id).toBe('net-1');
  });

  it('rejects an unknown slug with NetworkNotFound', async () => {
    const h = sessionHarness();
    await expect(new LoadNetwork(new InMemoryNetworkGateway([network]), h.session).execute('nope')).rejects.toMatchObject({ status: 404, code: 'NetworkNotFound' });
    expect(h.session.network).toBeNull();
  });
});
