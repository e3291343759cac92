import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../../src/application/errors/AuthError';
import { ChangeConsent } from '../../../../src/application/usecases/profile/ChangeConsent';
import { InMemoryMembershipGateway } from '../../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../../harness';

function harness(signedIn = true) {
  const h = sessionHarness(sampleNetwork({ isProfilingConsentOn: true }));
  const member = sampleMembership({ profilingAccepted: false });
  const memberships = new InMemoryMembershipGateway(member);
  if (signedIn) h.session.updateMembership(member);
  return { ...h, memberships, changeConsent: new ChangeConsent(memberships, h.session) };
}

describe('ChangeConsent (spec §4 consents, from the settings)', () => {
  it("sends the consent's flag and makes the saved membership the session's", async () => {
    const h = harness();
    await h.changeConsent.execute('profiling', true);
    expect(h.memberships.callsOf('update')).toEqual([['mem-1', { profilingAccepted: true }]]);
    expect(h.session.membership?.profilingAccepted).toBe(true);
  });

  it('withdraws a consent the same way', async () => {
    const h = harness();
    await h.changeConsent.execute('profiling', true);
    await h.changeConsent.execute('profiling', false);
    expect(h.memberships.callsOf('update').at(-1)).toEqual(['mem-1', { profilingAccepted: false }]);
    expect(h.session.membership?.profilingAccepted).toBe(false);
  });

  it('refuses a guest without calling the server', async () => {
    const h = harness(false);
    await expect(h.changeConsent.execute('profiling', true)).rejects.toSatisfy((error) => AuthError.is(error, 'NotSignedIn'));
    expect(h.memberships.callsOf('update')).toEqual([]);
  });
});
