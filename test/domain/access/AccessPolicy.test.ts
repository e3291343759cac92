import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideAccess,
  forbiddenDestination,
  pageClassOf,
  visitorStateOf,
  type AccessDecision,
  type NetworkAccess,
  type PageClass,
  type VisitorState,
} from '../../../src/domain/access/AccessPolicy';
import { afterLoginDestination, logoutDestination } from '../../../src/domain/access/SessionChangeDestinations';
import { type AccessType } from '../../../src/domain/network/NetworkCustomization';

const ACCESS_TYPES: AccessType[] = ['public', 'private', 'purchasable', 'subscribable'];
const PAGE_CLASSES: PageClass[] = ['app', 'auth', 'policy'];

const GUEST: VisitorState = { kind: 'guest' };
const AUTHORIZED: VisitorState = { kind: 'member', authorized: true };
const REFUSED: VisitorState = { kind: 'member', authorized: false, reason: 'canceled' };
const VISITORS: Array<[string, VisitorState]> = [
  ['guest', GUEST],
  ['authorized member', AUTHORIZED],
  ['refused member', REFUSED],
];

const STAY: AccessDecision = { redirectTo: null, loginDialog: 'none' };
const FORCED_LOGIN: AccessDecision = { redirectTo: null, loginDialog: 'fixed' };
const go = (path: string): AccessDecision => ({ redirectTo: path, loginDialog: 'none' });

const network = (accessType: AccessType, isIntroLandingActive: boolean): NetworkAccess => ({ accessType, isIntroLandingActive });
const visitorNamed = (name: string): VisitorState => VISITORS.find(([visitorName]) => visitorName === name)?.[1] ?? GUEST;

describe('pageClassOf', () => {
  it.each<[string, PageClass]>([
    ['/login', 'auth'],
    ['/register', 'auth'],
    ['/forgot-password', 'auth'],
    ['/verify', 'auth'],
    ['/verify/email', 'auth'],
    ['/auth/y-tech/callback', 'auth'],
    ['/auth/sports-alliance/callback', 'auth'],
    ['/auth/cvespa/callback', 'auth'],
    ['/auth/custom-sso', 'auth'],
    ['/paywall', 'policy'],
    ['/subscribe', 'policy'],
    ['/subscribe?deny_reason=canceled', 'policy'],
    ['/intro', 'policy'],
    ['/delete-my-account', 'policy'],
    ['/terms', 'policy'],
    ['/terms/privacy-policy', 'policy'],
    ['/terms/code-of-conduct', 'policy'],
    ['/terms/cookie-policy', 'policy'],
    ['/privacy-policy', 'policy'],
    ['/code-of-conduct', 'policy'],
    ['/cookie-policy', 'policy'],
    ['/notification-preferences', 'policy'],
    ['/notification-preferences?token=abc', 'policy'],
    // As the router matches them: trailing slash, case, fragment and a missing leading slash ignored.
    ['/login/', 'auth'],
    ['/LOGIN', 'auth'],
    ['/verify/email#top', 'auth'],
    ['paywall', 'policy'],
    ['/', 'app'],
    ['', 'app'],
    ['/contents/42', 'app'],
    ['/settings', 'app'],
    ['/terms/unknown', 'app'],
    ['/auth/google/callback', 'app'],
    ['/login/extra', 'app'],
    ['/loginx', 'app'],
  ])('%s is %s', (path, pageClass) => {
    expect(pageClassOf(path)).toBe(pageClass);
  });
});

describe('visitorStateOf', () => {
  it.each<[string, Parameters<typeof visitorStateOf>[0], VisitorState]>([
    ['nobody logged in', null, GUEST],
    ['an authorized member', { isAccessAuthorized: true, accessDenyReason: null }, AUTHORIZED],
    ['a refused member with a reason', { isAccessAuthorized: false, accessDenyReason: 'canceled' }, REFUSED],
    [
      'a refused member without a reason',
      { isAccessAuthorized: false, accessDenyReason: null },
      { kind: 'member', authorized: false, reason: 'not_subscribable' },
    ],
  ])('%s', (_, membership, state) => {
    expect(visitorStateOf(membership)).toEqual(state);
  });
});

describe('decideAccess', () => {
  describe('on app pages', () => {
    it.each<[AccessType, boolean, string, AccessDecision]>([
      ['public', false, 'guest', STAY],
      ['public', true, 'guest', STAY],
      ['public', false, 'authorized member', STAY],
      ['public', true, 'authorized member', STAY],
      ['public', false, 'refused member', STAY],
      ['public', true, 'refused member', STAY],
      ['private', false, 'guest', FORCED_LOGIN],
      ['private', true, 'guest', go('/intro')],
      ['private', false, 'authorized member', STAY],
      ['private', true, 'authorized member', STAY],
      ['private', false, 'refused member', FORCED_LOGIN],
      ['private', true, 'refused member', go('/intro')],
      ['purchasable', false, 'guest', go('/paywall')],
      ['purchasable', true, 'guest', go('/paywall')],
      ['purchasable', false, 'authorized member', STAY],
      ['purchasable', true, 'authorized member', STAY],
      ['purchasable', false, 'refused member', go('/paywall?deny_reason=canceled')],
      ['purchasable', true, 'refused member', go('/paywall?deny_reason=canceled')],
      ['subscribable', false, 'guest', go('/subscribe')],
      ['subscribable', true, 'guest', go('/subscribe')],
      ['subscribable', false, 'authorized member', STAY],
      ['subscribable', true, 'authorized member', STAY],
      ['subscribable', false, 'refused member', go('/subscribe?deny_reason=canceled')],
      ['subscribable', true, 'refused member', go('/subscribe?deny_reason=canceled')],
    ])('%s network, intro landing %s, %s → %o', (accessType, intro, visitorName, decision) => {
      expect(decideAccess({ network: network(accessType, intro), visitor: visitorNamed(visitorName), page: 'app' })).toEqual(decision);
    });
  });

  describe('never redirects nor forces the dialog on auth and policy pages', () => {
    const combinations = ACCESS_TYPES.flatMap((accessType) =>
      [false, true].flatMap((intro) =>
        VISITORS.flatMap(([visitorName]) => (['auth', 'policy'] as const).map((page) => [accessType, intro, visitorName, page] as const)),
      ),
    );
    it.each(combinations)('%s network, intro landing %s, %s on a %s page', (accessType, intro, visitorName, page) => {
      expect(decideAccess({ network: network(accessType, intro), visitor: visitorNamed(visitorName), page })).toEqual(STAY);
    });
  });

  it.each<[string, string]>([
    ['a reason with spaces and symbols', 'not paid & gone'],
    ['a reason that tries to add a parameter', 'x&redirect=//evil'],
  ])('URL-encodes %s', (_, reason) => {
    const decision = decideAccess({
      network: network('subscribable', false),
      visitor: { kind: 'member', authorized: false, reason },
      page: 'app',
    });
    expect(decision.redirectTo).toBe(`/subscribe?deny_reason=${encodeURIComponent(reason)}`);
    expect(new URLSearchParams(decision.redirectTo?.split('?')[1]).get('deny_reason')).toBe(reason);
  });

  it('never redirects to a page that redirects again', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACCESS_TYPES),
        fc.boolean(),
        fc.oneof(fc.constant(GUEST), fc.constant(AUTHORIZED), fc.string().map((reason): VisitorState => ({ kind: 'member', authorized: false, reason }))),
        fc.constantFrom(...PAGE_CLASSES),
        (accessType, intro, visitor, page) => {
          const first = decideAccess({ network: network(accessType, intro), visitor, page });
          if (first.redirectTo === null) return;
          expect(decideAccess({ network: network(accessType, intro), visitor, page: pageClassOf(first.redirectTo) })).toEqual(STAY);
        },
      ),
    );
  });
});

describe('forbiddenDestination', () => {
  it.each<[AccessType, boolean, string | undefined, AccessDecision]>([
    ['public', false, undefined, STAY],
    ['public', true, 'canceled', STAY],
    ['private', false, undefined, FORCED_LOGIN],
    ['private', true, undefined, go('/intro')],
    ['private', true, 'canceled', go('/intro')],
    ['purchasable', false, undefined, go('/paywall?deny_reason=not_subscribable')],
    ['purchasable', true, 'not_purchased', go('/paywall?deny_reason=not_purchased')],
    ['subscribable', false, undefined, go('/subscribe?deny_reason=not_subscribable')],
    ['subscribable', true, 'canceled', go('/subscribe?deny_reason=canceled')],
    ['subscribable', false, 'a/b c', go('/subscribe?deny_reason=a%2Fb%20c')],
  ])('%s network, intro landing %s, reason %s → %o', (accessType, intro, reason, decision) => {
    expect(forbiddenDestination(network(accessType, intro), reason)).toEqual(decision);
  });
});

describe('the page a paid network\'s gate leads back to', () => {
  it.each<[string, string | undefined, AccessType, VisitorState, string]>([
    ['a content page, for a guest', '/contents/42', 'subscribable', GUEST, '/subscribe?from=%2Fcontents%2F42'],
    ['with its query', '/contents/42?tab=comments', 'purchasable', REFUSED, '/paywall?deny_reason=canceled&from=%2Fcontents%2F42%3Ftab%3Dcomments'],
    ['not the home', '/', 'subscribable', REFUSED, '/subscribe?deny_reason=canceled'],
    ['not an address off the network', '//evil.example/x', 'subscribable', GUEST, '/subscribe'],
    ['nothing when unknown', undefined, 'subscribable', GUEST, '/subscribe'],
  ])('%s: %s', (_name, path, accessType, visitor, gate) => {
    expect(decideAccess({ network: network(accessType, false), visitor, page: 'app', path })).toEqual(go(gate));
  });

  it('is told on a forbidden-access event too', () => {
    expect(forbiddenDestination(network('subscribable', false), 'canceled', '/contents/7')).toEqual(go('/subscribe?deny_reason=canceled&from=%2Fcontents%2F7'));
  });
});

describe('logoutDestination', () => {
  it.each<[AccessType, boolean, AccessDecision]>([
    ['public', false, go('/')],
    ['public', true, go('/')],
    ['private', false, FORCED_LOGIN],
    ['private', true, go('/intro')],
    ['purchasable', false, go('/paywall')],
    ['purchasable', true, go('/paywall')],
    ['subscribable', false, go('/subscribe')],
    ['subscribable', true, go('/subscribe')],
  ])('%s network, intro landing %s → %o', (accessType, intro, decision) => {
    expect(logoutDestination(network(accessType, intro))).toEqual(decision);
  });
});

describe('afterLoginDestination', () => {
  describe.each<AccessType>(['purchasable', 'subscribable'])('on a %s network, an authorized member', (accessType) => {
    it.each<[string | null, string]>([
      ['/contents/42', '/contents/42'],
      ['/contents/42?tab=comments#c7', '/contents/42?tab=comments#c7'],
      ['/terms/privacy-policy', '/terms/privacy-policy'],
      [null, '/'],
      ['', '/'],
      ['//evil.example', '/'],
      ['https://evil.example/', '/'],
      // Dot segments would take the member to another network's page (issue 22 §3).
      ['/harbour-runners/../atelier-ceramica/settings', '/'],
      ['/../atelier-ceramica/settings', '/'],
      ['/%2e%2e/atelier-ceramica/settings', '/'],
      // Back to a sign-in page or the gate just passed would strand them there.
      ['/login', '/'],
      ['/auth/cvespa/callback?code=used', '/'],
      ['/paywall', '/'],
      ['/subscribe?deny_reason=canceled', '/'],
      ['/intro', '/'],
    ])('with return path %o goes to %s', (returnPath, destination) => {
      expect(afterLoginDestination(network(accessType, false), AUTHORIZED, returnPath)).toBe(destination);
    });
  });

  const staying = ACCESS_TYPES.flatMap((accessType) =>
    VISITORS.filter(([, visitor]) => accessType === 'public' || accessType === 'private' || visitor !== AUTHORIZED).map(
      ([visitorName]) => [accessType, visitorName] as const,
    ),
  );
  it.each(staying)('on a %s network, a %s stays', (accessType, visitorName) => {
    expect(afterLoginDestination(network(accessType, true), visitorNamed(visitorName), '/contents/42')).toBeNull();
  });
});
