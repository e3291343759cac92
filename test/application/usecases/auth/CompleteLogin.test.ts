import { describe, expect, it } from 'vitest';
import { COOKIES } from '../../../../src/application/ports/CookieJar';
import { AUTHED_BEFORE_COOKIE_DAYS } from '../../../../src/application/usecases/auth/CompleteLogin';
import type { AccessType } from '../../../../src/domain/network/NetworkCustomization';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { authHarness, SAMPLE_TOKENS } from './authHarness';

function onNetwork(accessType: AccessType, overrides: { chat?: boolean; authorized?: boolean; lastLocale?: string | null } = {}) {
  const network = sampleNetwork({ accessType, features: { chat: overrides.chat ?? false } });
  const member = sampleMembership({
    networkId: network.id,
    isAccessAuthorized: overrides.authorized ?? true,
    accessDenyReason: overrides.authorized === false ? 'not_subscribable' : null,
    lastLocale: overrides.lastLocale === undefined ? 'it' : overrides.lastLocale,
  });
  return authHarness({ network, member, initialPath: '/paywall' });
}

/** A sign-in on net-1 whose membership answers only on `release`, the visitor moving to net-2 meanwhile. */
function signingInThenMovingOn() {
  const h = onNetwork('public');
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const me = h.memberships.me.bind(h.memberships);
  h.memberships.me = async () => (await gate, me());
  const signingIn = h.completeLogin.execute(SAMPLE_TOKENS);
  h.session.enterNetwork(sampleNetwork({ id: 'net-2', slug: 'cooks' }));
  return { h, signingIn, release: () => release() };
}

describe('CompleteLogin (spec §4 after login)', () => {
  it('stores the tokens and the membership: the session shows the member (no event)', async () => {
    const h = onNetwork('public');
    const membership = await h.completeLogin.execute(SAMPLE_TOKENS);
    expect(membership.id).toBe('mem-1');
    expect(h.session.membership).toEqual(membership);
    expect(h.session.storedMembership()).toEqual(membership);
    expect(h.tokens.accessToken('net-1')).toBe('access-token');
    expect(h.tokens.refreshToken('net-1')).toBe('refresh-token');
    expect(h.published).toEqual([]);
  });

  it("tells the network's other tabs that someone signed in", async () => {
    const h = onNetwork('public');
    await h.completeLogin.execute(SAMPLE_TOKENS);
    expect(h.otherTabs.announced).toEqual([{ kind: 'signedIn', networkId: 'net-1' }]);
  });

  it("applies the member's last locale, and leaves the language alone when there is none", async () => {
    const italian = onNetwork('public', { lastLocale: 'it' });
    await italian.completeLogin.execute(SAMPLE_TOKENS);
    expect(italian.locale.applied).toEqual(['it']);

    const unknown = onNetwork('public', { lastLocale: null });
    await unknown.completeLogin.execute(SAMPLE_TOKENS);
    expect(unknown.locale.applied).toEqual([]);
  });

  it("sets the 'authed-before' cookie for 365 days", async () => {
    const h = onNetwork('public');
    await h.completeLogin.execute(SAMPLE_TOKENS);
    expect(AUTHED_BEFORE_COOKIE_DAYS).toBe(365);
    expect(h.cookies.cookies.get(COOKIES.authedBefore)).toEqual({ value: 'true', options: { days: 365 } });
  });

  it.each(['purchasable', 'subscribable'] as const)('sends an authorized member of a %s network to a safe return path', async (accessType) => {
    const h = onNetwork(accessType);
    await h.completeLogin.execute(SAMPLE_TOKENS, { returnPath: '/contents/42?tab=comments' });
    expect(h.navigator.navigations).toEqual([{ path: '/contents/42?tab=comments', replace: true }]);
  });

  it.each([
    ['//evil.example'],
    ['https://evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['%2F%2Fevil.example'],
    ['/%2F%2Fevil.example'],
    ['/%252F%252Fevil.example'],
    ['/%5Cevil.example'],
    ['/\t/evil.example'],
    [''],
    [null],
  ])('sends a member home instead of to the hostile return path %j', async (returnPath) => {
    const h = onNetwork('subscribable');
    await h.completeLogin.execute(SAMPLE_TOKENS, { returnPath });
    expect(h.navigator.paths).toEqual(['/']);
  });

  it('goes home rather than back to the gate or a login page', async () => {
    for (const returnPath of ['/paywall', '/login', '/subscribe?deny_reason=canceled']) {
      const h = onNetwork('purchasable');
      await h.completeLogin.execute(SAMPLE_TOKENS, { returnPath });
      expect(h.navigator.paths).toEqual(['/']);
    }
  });

  it('keeps a member the paid network does not authorize where they are', async () => {
    const h = onNetwork('subscribable', { authorized: false });
    await h.completeLogin.execute(SAMPLE_TOKENS, { returnPath: '/contents/42' });
    expect(h.navigator.paths).toEqual([]);
  });

  it('does not move a member of a public network', async () => {
    const h = onNetwork('public');
    await h.completeLogin.execute(SAMPLE_TOKENS, { returnPath: '/contents/42' });
    expect(h.navigator.paths).toEqual([]);
  });

  it("refetches every query but the member's own on a private network, after the session is authenticated", async () => {
    const h = onNetwork('private');
    const refetched: { key: string; signedIn: boolean }[] = [];
    for (const [key, userScoped] of [['contents', false], ['me', true], ['surveys', false]] as const) {
      h.queries.register({ key, userScoped, refetch: () => refetched.push({ key, signedIn: h.session.isSignedIn }), clear: () => undefined });
    }
    await h.completeLogin.execute(SAMPLE_TOKENS);
    expect(refetched).toEqual([
      { key: 'contents', signedIn: true },
      { key: 'surveys', signedIn: true },
    ]);
    expect(h.navigator.paths).toEqual([]);
  });

  it('does not refetch on other networks', async () => {
    const h = onNetwork('subscribable');
    const refetched: string[] = [];
    h.queries.register({ key: 'contents', userScoped: false, refetch: () => refetched.push('contents'), clear: () => undefined });
    await h.completeLogin.execute(SAMPLE_TOKENS);
    expect(refetched).toEqual([]);
  });

  it('saves a held birthday to a profile without one, and clears the holder', async () => {
    const h = onNetwork('public');
    h.birthdate.remember('2000-02-29');
    const membership = await h.completeLogin.execute(SAMPLE_TOKENS);
    expect(h.memberships.callsOf('update')).toEqual([['mem-1', { birthday: '2000-02-29' }]]);
    expect(membership.birthday).toBe('2000-02-29');
    expect(h.session.membership?.birthday).toBe('2000-02-29');
    expect(h.birthdate.held()).toBeNull();
  });

  it('finishes the sign-in when the birthday cannot be saved, and keeps it held for another try', async () => {
    const h = onNetwork('public');
    h.birthdate.remember('2000-02-29');
    h.memberships.failNext('update', new ApiError(503, 'Unavailable', 'Try later.'));
    const membership = await h.completeLogin.execute(SAMPLE_TOKENS);
    expect(h.session.isSignedIn).toBe(true);
    expect(membership.birthday).toBeNull();
    expect(h.birthdate.held()).toBe('2000-02-29');
  });

  it('keeps the birthday a member already has over a held one', async () => {
    const network = sampleNetwork();
    const h = authHarness({ network, member: sampleMembership({ networkId: network.id, birthday: '1990-05-01' }) });
    h.birthdate.remember('2000-02-29');
    const membership = await h.completeLogin.execute(SAMPLE_TOKENS);
    expect(h.memberships.callsOf('update')).toEqual([]);
    expect(membership.birthday).toBe('1990-05-01');
    expect(h.birthdate.held()).toBeNull();
  });

  it('rejects with the server error when the membership cannot be read, and nobody is signed in', async () => {
    const h = onNetwork('public');
    h.memberships.failNext('me', new ApiError(500, 'InternalError', 'Something went wrong.'));
    await expect(h.completeLogin.execute(SAMPLE_TOKENS)).rejects.toThrow('Something went wrong.');
    expect(h.session.isSignedIn).toBe(false);
    expect(h.published).toEqual([]);
    expect(h.cookies.cookies.size).toBe(0);
  });

  it('drops a sign-in whose membership arrives after the visitor moved to another network: nothing of it reaches that network', async () => {
    const { h, signingIn, release } = signingInThenMovingOn();
    release();
    await expect(signingIn).rejects.toMatchObject({ code: 'Aborted' });
    expect(h.session.membership).toBeNull();
    expect(h.published).toEqual([]);
    expect(h.otherTabs.announced).toEqual([]);
    expect(h.navigator.navigations).toEqual([]);
    // The network signed in to keeps its tokens: a visit back resumes the session there.
    expect(h.tokens.refreshToken('net-1')).toBe('refresh-token');
  });

  it("sends nothing of the network now shown in the name of the one left (its held birthday) when the visitor moved during the sign-in", async () => {
    const { h, signingIn, release } = signingInThenMovingOn();
    h.birthdate.remember('2001-02-03');
    release();
    await expect(signingIn).rejects.toMatchObject({ code: 'Aborted' });
    expect(h.memberships.callsOf('update')).toEqual([]);
    expect(h.birthdate.held()).toBe('2001-02-03');
  });
});
