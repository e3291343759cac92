import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../../src/application/errors/AuthError';
import { SetAvatar } from '../../../../src/application/usecases/profile/SetAvatar';
import { InMemoryMembershipGateway } from '../../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../../harness';

function harness(signedIn = true) {
  const h = sessionHarness(sampleNetwork());
  const member = sampleMembership();
  const memberships = new InMemoryMembershipGateway(member);
  if (signedIn) h.session.updateMembership(member);
  return { ...h, memberships, setAvatar: new SetAvatar(memberships, h.session) };
}

describe('SetAvatar (issue "Pictures": a member’s own picture)', () => {
  it('saves an upload’s url as the member’s picture, and the session follows', async () => {
    const h = harness();
    await h.setAvatar.execute('https://uploads.test/ada.webp');
    expect(h.memberships.callsOf('update')).toEqual([['mem-1', { avatarUrl: 'https://uploads.test/ada.webp' }]]);
    expect(h.session.membership?.avatarUrl).toBe('https://uploads.test/ada.webp');
  });

  it('removes it with null', async () => {
    const h = harness();
    await h.setAvatar.execute('https://uploads.test/ada.webp');
    await h.setAvatar.execute(null);
    expect(h.session.membership?.avatarUrl).toBeNull();
  });

  it('asks a guest to sign in, and sends nothing', async () => {
    const h = harness(false);
    await expect(h.setAvatar.execute(null)).rejects.toBeInstanceOf(AuthError);
    expect(h.memberships.callsOf('update')).toEqual([]);
  });
});
