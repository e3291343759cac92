import { describe, expect, it } from 'vitest';
import { FollowOtherTabs } from '../../../../src/application/usecases/session/FollowOtherTabs';
import { logoutOn } from './logoutHarness';
import { RestoreSession } from '../../../../src/application/usecases/session/RestoreSession';
import { InMemoryMembershipGateway } from '../../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { InMemoryTokenRefresher } from '../../../../src/infrastructure/memory/InMemoryTokenRefresher';
import { RecordingChatGateway } from '../../../../src/infrastructure/memory/RecordingChatGateway';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../../harness';

const network = sampleNetwork({ id: 'net-1' });
const ada = sampleMembership({ id: 'mem-ada', networkId: 'net-1', firstName: 'Ada' });
const bruno = sampleMembership({ id: 'mem-bruno', networkId: 'net-1', firstName: 'Bruno' });

/** This tab, signed in as Ada; `memberships` answers `me` for whoever the tokens now belong to. */
function thisTab() {
  const h = sessionHarness(network);
  h.session.authenticate(ada, { accessToken: 'access-ada', refreshToken: 'refresh-ada' });
  const memberships = new InMemoryMembershipGateway(ada);
  const refresher = new InMemoryTokenRefresher(h.tokens);
  const restore = new RestoreSession(h.session, h.tokens, refresher, memberships);
  const logout = logoutOn(h);
  const refetched: string[] = [];
  h.queries.register({ key: 'contents', userScoped: false, refetch: () => refetched.push('contents'), clear: () => undefined });
  const chat = new RecordingChatGateway();
  const follow = new FollowOtherTabs(h.session, h.tokens, restore, logout, h.queries, chat);
  return { ...h, memberships, refresher, follow, refetched, chat };
}

describe('FollowOtherTabs', () => {
  it('becomes a guest when another tab of the network signed out, without calling the server or telling the tabs again', async () => {
    const h = thisTab();
    await h.follow.execute({ kind: 'signedOut', networkId: 'net-1' });
    expect(h.session.membership).toBeNull();
    expect(h.tokens.accessToken('net-1')).toBeNull();
    expect(h.published).toEqual([]);
    expect(h.otherTabs.announced).toEqual([]);
  });

  it('shows the new member, never the old one with their token, when another tab signed someone else in', async () => {
    const h = thisTab();
    // The other tab stored Bruno's refresh token (browser storage is shared); the server now answers for Bruno.
    h.tokens.save('net-1', { accessToken: 'access-ada', refreshToken: 'refresh-bruno' });
    h.memberships.membership = bruno;
    h.refresher.queue('refreshed');

    await h.follow.execute({ kind: 'signedIn', networkId: 'net-1' });

    expect(h.refresher.calls).toEqual(['net-1']);
    expect(h.tokens.accessToken('net-1')).not.toBe('access-ada');
    expect(h.session.membership?.firstName).toBe('Bruno');
    expect(h.refetched).toEqual(['contents']);
    expect(h.session.membership).toEqual(bruno);
    expect(h.published).toEqual([]);
  });

  it("ignores another network's changes", async () => {
    const h = thisTab();
    await h.follow.execute({ kind: 'signedOut', networkId: 'net-2' });
    await h.follow.execute({ kind: 'signedIn', networkId: 'net-2' });
    expect(h.session.membership).toEqual(ada);
    expect(h.refresher.calls).toEqual([]);
  });

  it('stays a guest quietly when a sign-out arrives for a guest', async () => {
    const h = sessionHarness(network);
    const logout = { calls: 0, async execute() { this.calls++; } };
    const follow = new FollowOtherTabs(h.session, h.tokens, { execute: async () => null }, logout, h.queries, new RecordingChatGateway());
    await follow.execute({ kind: 'signedOut', networkId: 'net-1' });
    expect(logout.calls).toBe(0);
  });

  it("forgets its access token of a network it has left when another tab signs in or out there", async () => {
    const h = thisTab();
    h.session.enterNetwork(sampleNetwork({ id: 'net-2', slug: 'cooks' }));
    // The other tab signed Bruno in on net-1: the refresh token stored there is his now.
    h.tokens.save('net-1', { accessToken: 'access-ada', refreshToken: 'refresh-bruno' });
    h.tokens.forgetAccessToken('net-1');
    h.tokens.save('net-1', { accessToken: 'access-ada', refreshToken: 'refresh-bruno' });

    await h.follow.execute({ kind: 'signedIn', networkId: 'net-1' });

    expect(h.tokens.accessToken('net-1')).toBeNull();
    expect(h.tokens.refreshToken('net-1')).toBe('refresh-bruno');
    expect(h.refresher.calls).toEqual([]);
    expect(h.chat.callsOf('signOut')).toEqual([['net-1']]);
  });
});
