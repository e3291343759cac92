import { describe, expect, it } from 'vitest';
import { EndExpiredSession } from '../../../../src/application/usecases/session/EndExpiredSession';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../../harness';

const network = sampleNetwork({ id: 'net-1' });
const ada = sampleMembership({ id: 'mem-ada', networkId: 'net-1' });

/** This tab on net-1, with Ada signed in unless `guest`; the refused refresh token already removed, as the API edge does. */
function thisTab({ guest = false } = {}) {
  const h = sessionHarness(network);
  if (!guest) h.session.authenticate(ada, { accessToken: 'access-ada', refreshToken: 'refresh-ada' });
  h.tokens.clear('net-1', 'refresh-ada');
  const logouts: unknown[] = [];
  const endExpired = new EndExpiredSession(h.session, h.tokens, { execute: async (...args: unknown[]) => void logouts.push(args) });
  return { ...h, logouts, endExpired };
}

describe('EndExpiredSession', () => {
  it('logs out the member of the network whose refresh was refused', async () => {
    const h = thisTab();
    await h.endExpired.execute('net-1');
    expect(h.logouts).toEqual([[]]);
  });

  it('leaves a session alone that began after the refusal: its refresh token is not the refused one', async () => {
    const h = thisTab();
    // Another tab signed in meanwhile (this tab follows it through the broadcast).
    h.tokens.save('net-1', { accessToken: 'access-new', refreshToken: 'refresh-new' });
    await h.endExpired.execute('net-1');
    expect(h.logouts).toEqual([]);
    expect(h.tokens.refreshToken('net-1')).toBe('refresh-new');
  });

  it('does nothing for a guest, whose queries may be refused with no refresh token to try', async () => {
    const h = thisTab({ guest: true });
    await h.endExpired.execute('net-1');
    expect(h.logouts).toEqual([]);
  });

  it('does nothing for a network the visitor has left', async () => {
    const h = thisTab();
    await h.endExpired.execute('net-2');
    expect(h.logouts).toEqual([]);
  });
});
