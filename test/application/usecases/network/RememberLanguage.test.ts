import { describe, expect, it } from 'vitest';
import { RememberLanguage } from '../../../../src/application/usecases/network/RememberLanguage';
import { InMemoryMembershipGateway } from '../../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../../harness';

describe('RememberLanguage', () => {
  it("PATCHes a member's lastLocale and keeps the answer", async () => {
    const h = sessionHarness(sampleNetwork());
    const member = sampleMembership({ networkId: 'net-1', lastLocale: 'en' });
    h.session.authenticate(member);
    const memberships = new InMemoryMembershipGateway(member);

    await new RememberLanguage(h.session, memberships).execute('it');

    expect(memberships.callsOf('update')).toEqual([[member.id, { lastLocale: 'it' }]]);
    expect(h.session.membership?.lastLocale).toBe('it');
  });

  it('asks nothing for a guest, or when the server already has that language', async () => {
    const h = sessionHarness(sampleNetwork());
    const memberships = new InMemoryMembershipGateway(null);
    await new RememberLanguage(h.session, memberships).execute('it');
    h.session.authenticate(sampleMembership({ networkId: 'net-1', lastLocale: 'it' }));
    await new RememberLanguage(h.session, memberships).execute('it');
    expect(memberships.callsOf('update')).toEqual([]);
  });
});
