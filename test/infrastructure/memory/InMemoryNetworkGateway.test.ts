import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { InMemoryNetworkGateway } from '../../../src/infrastructure/memory/InMemoryNetworkGateway';
import { sampleNetwork } from '../../../src/infrastructure/memory/samples';

describe('InMemoryNetworkGateway', () => {
  it('finds a network by slug and answers 404 NetworkNotFound otherwise', async () => {
    const gateway = new InMemoryNetworkGateway([sampleNetwork({ slug: 'club' })]);

    await expect(gateway.bySlug('club')).resolves.toMatchObject({ slug: 'club' });
    await expect(gateway.bySlug('nope')).rejects.toMatchObject({ status: 404, code: 'NetworkNotFound' });
    expect(gateway.callsOf('bySlug')).toEqual([['club'], ['nope']]);
  });

  it('plays a scripted failure once, then behaves again', async () => {
    const gateway = new InMemoryNetworkGateway();
    gateway.failNext('ipCountry', new ApiError(0, ApiError.NETWORK, 'offline'));

    await expect(gateway.ipCountry()).rejects.toMatchObject({ code: ApiError.NETWORK });
    await expect(gateway.ipCountry()).resolves.toBe('IT');
  });
});
