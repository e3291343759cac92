import { describe, expect, it } from 'vitest';
import { InMemoryTokenStore } from '../../../src/infrastructure/memory/InMemoryTokenStore';
import { tokenStoreContract } from '../../application/ports/tokenStoreContract';

tokenStoreContract('InMemoryTokenStore', () => new InMemoryTokenStore(), () => {
  const refreshTokens = new Map<string, string>();
  return [new InMemoryTokenStore(refreshTokens), new InMemoryTokenStore(refreshTokens)];
});

describe('InMemoryTokenStore', () => {
  it('shares refresh tokens between the stores given one map (two tabs of one browser), not access tokens', () => {
    const browserStorage = new Map<string, string>();
    const firstTab = new InMemoryTokenStore(browserStorage);
    const secondTab = new InMemoryTokenStore(browserStorage);

    firstTab.save('net-a', { accessToken: 'access-1', refreshToken: 'refresh-1' });

    expect(secondTab.refreshToken('net-a')).toBe('refresh-1');
    expect(secondTab.accessToken('net-a')).toBeNull();
  });

  it('forgetAccessTokens plays a reload: refresh tokens stay', () => {
    const tokens = new InMemoryTokenStore();
    tokens.save('net-a', { accessToken: 'access-a', refreshToken: 'refresh-a' });
    tokens.forgetAccessTokens();
    expect([tokens.accessToken('net-a'), tokens.refreshToken('net-a')]).toEqual([null, 'refresh-a']);
  });
});
