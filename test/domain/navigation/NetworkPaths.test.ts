import { describe, expect, it } from 'vitest';
import { SSO_CALLBACK_PROVIDERS, ssoCallbackPath, withDenyReason } from '../../../src/domain/navigation/NetworkPaths';

describe('ssoCallbackPath', () => {
  it.each(SSO_CALLBACK_PROVIDERS.map((provider) => [provider, `/auth/${provider}/callback`]))('%s → %s', (provider, path) => {
    expect(ssoCallbackPath(provider)).toBe(path);
  });
});

describe('withDenyReason', () => {
  it.each([
    ['/subscribe', 'canceled', '/subscribe?deny_reason=canceled'],
    ['/paywall', 'not_purchased', '/paywall?deny_reason=not_purchased'],
    ['/subscribe', 'a&b=c d', '/subscribe?deny_reason=a%26b%3Dc%20d'],
  ])('%s with %o → %s', (path, reason, url) => {
    expect(withDenyReason(path, reason)).toBe(url);
  });
});
