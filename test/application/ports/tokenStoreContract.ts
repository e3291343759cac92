import { describe, expect, it } from 'vitest';
import type { TokenStore } from '../../../src/application/ports/TokenStore';

/**
 * What every TokenStore adapter promises (TokenStore.ts), run against each of them. `twoTabs` makes two
 * stores over one browser's storage, as two tabs of it have.
 */
export function tokenStoreContract(name: string, create: () => TokenStore, twoTabs: () => [TokenStore, TokenStore]) {
  describe(`${name} (TokenStore contract)`, () => {
    it('keeps tokens per network', () => {
      const tokens = create();
      tokens.save('net-a', { accessToken: 'access-a', refreshToken: 'refresh-a' });
      tokens.save('net-b', { accessToken: 'access-b', refreshToken: 'refresh-b' });

      expect([tokens.accessToken('net-a'), tokens.refreshToken('net-a')]).toEqual(['access-a', 'refresh-a']);
      expect([tokens.accessToken('net-b'), tokens.refreshToken('net-b')]).toEqual(['access-b', 'refresh-b']);
      expect([tokens.accessToken('net-c'), tokens.refreshToken('net-c')]).toEqual([null, null]);
    });

    it("clears one network's tokens and leaves the others", () => {
      const tokens = create();
      tokens.save('net-a', { accessToken: 'access-a', refreshToken: 'refresh-a' });
      tokens.save('net-b', { accessToken: 'access-b', refreshToken: 'refresh-b' });

      tokens.clear('net-a');

      expect([tokens.accessToken('net-a'), tokens.refreshToken('net-a')]).toEqual([null, null]);
      expect(tokens.refreshToken('net-b')).toBe('refresh-b');
    });

    it('removes the refresh token named by ifRefreshToken only while it is still the stored one', () => {
      const tokens = create();
      tokens.save('net-a', { accessToken: 'access-a', refreshToken: 'refresh-newer' });

      tokens.clear('net-a', 'refresh-refused');
      expect(tokens.refreshToken('net-a')).toBe('refresh-newer');
      expect(tokens.accessToken('net-a')).toBeNull();

      tokens.clear('net-a', 'refresh-newer');
      expect(tokens.refreshToken('net-a')).toBeNull();
    });

    it('forgets only the access token of this tab', () => {
      const tokens = create();
      tokens.save('net-a', { accessToken: 'access-a', refreshToken: 'refresh-a' });

      tokens.forgetAccessToken('net-a');

      expect([tokens.accessToken('net-a'), tokens.refreshToken('net-a')]).toEqual([null, 'refresh-a']);
    });

    it("never trusts an access token once the network's refresh token is gone (another tab logged out)", () => {
      const [thisTab, otherTab] = twoTabs();
      thisTab.save('net-a', { accessToken: 'access-a', refreshToken: 'refresh-a' });
      thisTab.save('net-b', { accessToken: 'access-b', refreshToken: 'refresh-b' });

      otherTab.clear('net-a');

      expect(thisTab.accessToken('net-a')).toBeNull();
      expect(thisTab.accessToken('net-b')).toBe('access-b');
    });
  });
}
