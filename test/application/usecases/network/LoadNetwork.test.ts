import { describe, expect, it } from 'vitest';
import { LoadNetwork } from '../../../../src/application/usecases/network/LoadNetwork';
import { InMemoryNetworkGateway } from '../../../../src/infrastructure/memory/InMemoryNetworkGateway';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../../harness';

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

  it("leaves the network shown as soon as another network's page is asked for, before it answers", async () => {
    const h = sessionHarness(network);
    h.session.authenticate(sampleMembership({ networkId: 'net-1' }), { accessToken: 'a', refreshToken: 'r' });
    const other = sampleNetwork({ id: 'net-2', slug: 'cooks' });
    let answer: (value: typeof other) => void = () => undefined;
    const loading = new LoadNetwork({ bySlug: () => new Promise((resolve) => (answer = resolve)) }, h.session).execute('cooks');
    expect(h.session.network).toBeNull();
    expect(h.session.membership).toBeNull();
    // Its tokens stay: a visit back resumes the session there.
    expect(h.tokens.refreshToken('net-1')).toBe('r');
    answer(other);
    await loading;
    expect(h.session.networkId).toBe('net-2');
  });

  it('keeps the network shown when its own page is asked for again', async () => {
    const h = sessionHarness(network);
    h.session.authenticate(sampleMembership({ networkId: 'net-1' }), { accessToken: 'a', refreshToken: 'r' });
    await new LoadNetwork(new InMemoryNetworkGateway([network]), h.session).execute('runners');
    expect(h.session.membership?.networkId).toBe('net-1');
  });
});
