import { describe, expect, it } from 'vitest';
import { HandleForbiddenAccess } from '../../../../src/application/usecases/session/HandleForbiddenAccess';
import type { AccessType } from '../../../../src/domain/network/NetworkCustomization';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../../harness';

function member(accessType: AccessType, path = '/', isIntroLandingActive = false) {
  const network = sampleNetwork({ accessType, isIntroLandingActive });
  const h = sessionHarness(network, path);
  h.session.authenticate(sampleMembership({ networkId: network.id, isAccessAuthorized: true }), { accessToken: 'a', refreshToken: 'r' });
  return { ...h, handle: new HandleForbiddenAccess(h.session, h.navigator) };
}

describe('HandleForbiddenAccess (spec §4)', () => {
  it('defaults the reason to not_subscribable', () => {
    const h = member('subscribable');
    h.handle.execute(null);
    expect(h.session.visitor).toEqual({ kind: 'member', authorized: false, reason: 'not_subscribable' });
    expect(h.navigator.paths).toEqual(['/subscribe?deny_reason=not_subscribable']);
  });

  it.each([
    ['subscribable', 'canceled', false, '/subscribe?deny_reason=canceled'],
    ['purchasable', 'not_purchased', false, '/paywall?deny_reason=not_purchased'],
    ['private', 'private', true, '/intro'],
  ] as const)('on a %s network with reason %s redirects to %s', (accessType, reason, intro, expected) => {
    const h = member(accessType, '/', intro);
    h.handle.execute(reason);
    expect(h.session.membership?.accessDenyReason).toBe(reason);
    expect(h.navigator.navigations).toEqual([{ path: expected, replace: true }]);
  });

  it.each(['/login', '/subscribe', '/terms/privacy-policy', '/paywall?deny_reason=x'])('does not redirect away from %s', (path) => {
    const h = member('subscribable', path);
    h.handle.execute('canceled');
    expect(h.navigator.paths).toEqual([]);
    expect(h.session.membership?.isAccessAuthorized).toBe(false);
  });

  it('ignores the refusal of a call of another network than the one shown (an answer that came after the visitor moved on)', () => {
    const h = member('subscribable');
    h.handle.execute('canceled', 'net-left');
    expect(h.navigator.paths).toEqual([]);
    expect(h.session.membership?.isAccessAuthorized).toBe(true);
  });

  it('leaves a public network where it is', () => {
    const h = member('public');
    h.handle.execute('whatever');
    expect(h.navigator.paths).toEqual([]);
  });
});
