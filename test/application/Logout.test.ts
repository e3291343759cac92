import { describe, expect, it } from 'vitest';
import { Logout } from '../../src/application/usecases/Logout';
import { STORAGE_KEYS } from '../../src/application/ports/KeyValueStore';
import type { AccessType } from '../../src/domain/network/NetworkCustomization';
import { sampleMembership, sampleNetwork } from '../../src/infrastructure/memory/samples';
import { sessionHarness } from './harness';
import { RecordingChatGateway } from '../../src/infrastructure/memory/RecordingChatGateway';

function signedIn(accessType: AccessType, isIntroLandingActive = false) {
  const network = sampleNetwork({ accessType, isIntroLandingActive });
  const h = sessionHarness(network, '/');
  h.session.authenticate(sampleMembership({ networkId: network.id }), { accessToken: 'a', refreshToken: 'r' });
  h.localStore.set(`${STORAGE_KEYS.chatDraftPrefix}conversation-1`, 'half a message');
  h.localStore.set(`${STORAGE_KEYS.chatDraftPrefix}conversation-2`, 'another');
  h.localStore.set(STORAGE_KEYS.birthdate, '2000-01-01');
  h.localStore.set('unrelated', 'kept');
  h.sessionStore.set(STORAGE_KEYS.consentStep, 'profiling');
  const cleared: string[] = [];
  h.queries.register({ key: 'contents', userScoped: false, refetch: () => undefined, clear: () => cleared.push('contents') });
  const chat = new RecordingChatGateway();
  void chat.signIn('chat-token');
  const logout = new Logout(h.session, h.localStore, h.sessionStore, h.queries, h.events, h.navigator, chat);
  return { ...h, logout, cleared, chat };
}

describe('Logout (spec §4)', () => {
  it('clears user data, drafts, consent state and tokens, removes queries, broadcasts logged out', () => {
    const h = signedIn('public');
    h.logout.execute();
    expect(h.session.membership).toBeNull();
    expect(h.tokens.accessToken()).toBeNull();
    expect(h.tokens.refreshToken()).toBeNull();
    expect(h.chat.chatToken).toBeNull();
    expect(h.localStore.keys()).toEqual(['unrelated']);
    expect(h.sessionStore.keys()).toEqual([]);
    expect(h.cleared).toEqual(['contents']);
    expect(h.published.at(-1)).toEqual({ type: 'loggedOut' });
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
