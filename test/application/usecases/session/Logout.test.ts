import { describe, expect, it } from 'vitest';
import { logoutOn } from './logoutHarness';
import { networkKey, STORAGE_KEYS } from '../../../../src/application/ports/KeyValueStore';
import { ApiError } from '../../../../src/application/errors/ApiError';
import type { AccessType } from '../../../../src/domain/network/NetworkCustomization';
import { InMemoryAuthGateway } from '../../../../src/infrastructure/memory/InMemoryAuthGateway';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../../harness';
import { RecordingChatGateway } from '../../../../src/infrastructure/memory/RecordingChatGateway';
import { InMemoryConnectivity } from '../../../../src/infrastructure/memory/InMemoryConnectivity';

/** A member of net-1 with every trace a session leaves, and the traces of a session on net-2 beside them. */
function signedIn(accessType: AccessType, isIntroLandingActive = false) {
  const network = sampleNetwork({ accessType, isIntroLandingActive });
  const h = sessionHarness(network, '/');
  h.session.authenticate(sampleMembership({ networkId: network.id }), { accessToken: 'a', refreshToken: 'r' });
  h.tokens.save('net-2', { accessToken: 'a2', refreshToken: 'r2' });
  h.localStore.set('membership:net-2', sampleMembership({ networkId: 'net-2' }));
  h.localStore.set(`${networkKey(STORAGE_KEYS.chatDraftPrefix, 'net-1')}:conversation-1`, 'half a message');
  h.localStore.set(`${networkKey(STORAGE_KEYS.chatDraftPrefix, 'net-1')}:conversation-2`, 'another');
  h.localStore.set(`${networkKey(STORAGE_KEYS.chatDraftPrefix, 'net-2')}:conversation-9`, 'on the other network');
  h.localStore.set(`${networkKey(STORAGE_KEYS.commentDraftPrefix, 'net-1')}:content-1`, 'half a comment');
  h.localStore.set(`${networkKey(STORAGE_KEYS.commentDraftPrefix, 'net-2')}:content-9`, 'a comment on the other network');
  h.localStore.set(`${networkKey(STORAGE_KEYS.surveyDraftPrefix, 'net-1')}:mem-1:survey-1`, { responses: { q1: 'o1' }, step: 0 });
  h.localStore.set(`${networkKey(STORAGE_KEYS.surveyDraftPrefix, 'net-2')}:mem-2:survey-9`, { responses: { q1: 'o2' }, step: 0 });
  // The manager area's engagement period and sent notifications (issue 12).
  h.localStore.set(`${networkKey(STORAGE_KEYS.managePrefix, 'net-1')}:engagement-period`, { preset: '7d' });
  h.localStore.set(`${networkKey(STORAGE_KEYS.managePrefix, 'net-1')}:sent-notifications`, []);
  h.localStore.set(`${networkKey(STORAGE_KEYS.managePrefix, 'net-2')}:engagement-period`, { preset: '28d' });
  h.localStore.set(networkKey(STORAGE_KEYS.birthdate, 'net-1'), '2000-01-01');
  h.localStore.set(networkKey(STORAGE_KEYS.birthdate, 'net-2'), '2001-01-01');
  h.localStore.set('unrelated', 'kept');
  h.sessionStore.set(networkKey(STORAGE_KEYS.consentStep, 'net-1'), { membershipId: 'mem-1', step: 'profiling' });
  h.sessionStore.set(networkKey(STORAGE_KEYS.consentStep, 'net-2'), { membershipId: 'mem-2', step: 'profiling' });
  const cleared: string[] = [];
  h.queries.register({ key: 'contents', userScoped: false, refetch: () => undefined, clear: () => cleared.push('contents') });
  const chat = new RecordingChatGateway();
  const auth = new InMemoryAuthGateway();
  h.sessionStore.set(STORAGE_KEYS.ssoState, { state: 's-1', provider: 'custom_sso', returnPath: null });
  const connectivity = new InMemoryConnectivity();
  const logout = logoutOn(h, { auth, chat, connectivity });
  const otherTab = h.otherTabs.tab();
  const heardByOtherTab: unknown[] = [];
  otherTab.listen((change) => heardByOtherTab.push(change));
  return { ...h, logout, cleared, chat, auth, heardByOtherTab, connectivity };
}

describe('Logout (spec §4)', () => {
  it("clears that network's user data, drafts, manager area's keys, consent step, birthdate and tokens, removes queries; who is signed in is the session's state, not an event", () => {
    const h = signedIn('public');
    h.logout.execute();
    expect(h.session.membership).toBeNull();
    expect(h.tokens.accessToken('net-1')).toBeNull();
    expect(h.tokens.refreshToken('net-1')).toBeNull();
    expect(h.chat.callsOf('signOut')).toEqual([['net-1']]);
    expect(h.cleared).toEqual(['contents']);
    expect(h.published).toEqual([]);
    // Another network's session is untouched.
    expect(h.localStore.keys().sort()).toEqual(['birthdate:net-2', 'chat-draft:net-2:conversation-9', 'comment-draft:net-2:content-9', 'manage:net-2:engagement-period', 'membership:net-2', 'survey-draft:net-2:mem-2:survey-9', 'unrelated']);
    expect(h.sessionStore.keys()).toEqual(['consent-step:net-2']);
    expect(h.sessionStore.get(STORAGE_KEYS.ssoState)).toBeNull();
    expect(h.tokens.refreshToken('net-2')).toBe('r2');
  });

  it('ends the session on the server with the refresh token, and tells the other tabs', () => {
    const h = signedIn('public');
    h.logout.execute();
    expect(h.auth.callsOf('logout')).toEqual([['r', 'net-1']]);
    expect(h.heardByOtherTab).toEqual([{ kind: 'signedOut', networkId: 'net-1' }]);
  });

  it('logs out all the same when the server cannot be reached (best effort)', async () => {
    const h = signedIn('public');
    h.auth.failNext('logout', ApiError.unreachable());
    h.logout.execute();
    await Promise.resolve();
    expect(h.session.membership).toBeNull();
    expect(h.tokens.refreshToken('net-1')).toBeNull();
  });

  it('offline, sends the server logout again once the browser is back online (once)', async () => {
    const h = signedIn('public');
    h.connectivity.goOffline();
    h.auth.failNext('logout', ApiError.unreachable());
    h.auth.failNext('logout', ApiError.unreachable());
    h.logout.execute();
    await flush();
    expect(h.auth.callsOf('logout')).toEqual([['r', 'net-1']]);
    h.connectivity.goOnline();
    await flush();
    expect(h.auth.callsOf('logout')).toEqual([['r', 'net-1'], ['r', 'net-1']]);
    h.connectivity.goOffline();
    h.connectivity.goOnline();
    await flush();
    expect(h.auth.callsOf('logout')).toHaveLength(2);
  });

  it('does not send it again for a refusal; sent again after the visitor moved to another network, it names the network logged out of', async () => {
    const refused = signedIn('public');
    refused.auth.failNext('logout', new ApiError(401, 'InvalidRefreshToken', 'no'));
    refused.logout.execute();
    await flush();
    expect(refused.auth.callsOf('logout')).toHaveLength(1);

    const moved = signedIn('public');
    moved.connectivity.goOffline();
    moved.auth.failNext('logout', ApiError.unreachable());
    moved.logout.execute();
    await flush();
    moved.session.enterNetwork(sampleNetwork({ id: 'net-2', slug: 'cooks' }));
    moved.connectivity.goOnline();
    await flush();
    expect(moved.auth.callsOf('logout')).toEqual([['r', 'net-1'], ['r', 'net-1']]);
  });

  it('after another tab logged out, only forgets: no server call, no broadcast back', () => {
    const h = signedIn('public');
    h.logout.execute({ fromOtherTab: true });
    expect(h.session.membership).toBeNull();
    expect(h.auth.callsOf('logout')).toEqual([]);
    expect(h.otherTabs.announced).toEqual([]);
  });

  it.each([
    ['subscribable', false, ['/subscribe']],
    ['purchasable', false, ['/paywall']],
    ['private', true, ['/intro']],
    ['private', false, []],
    ['public', false, ['/']],
  ] as const)('on a %s network (intro landing %s) sends the visitor to %j', (accessType, intro, paths) => {
    const h = signedIn(accessType, intro);
    h.logout.execute();
    expect(h.navigator.paths).toEqual(paths);
  });
});

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
