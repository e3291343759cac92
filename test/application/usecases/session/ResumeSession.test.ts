import { describe, expect, it } from 'vitest';
import { ResumeSession } from '../../../../src/application/usecases/session/ResumeSession';
import { sampleMembership } from '../../../../src/infrastructure/memory/samples';

function resumed({ access = null, refresh = null, stored = false, networkId = 'net-1' }: { access?: string | null; refresh?: string | null; stored?: boolean; networkId?: string | null }) {
  const restored: string[] = [];
  const member = sampleMembership({ networkId: 'net-1' });
  const resume = new ResumeSession(
    { networkId, storedMembership: () => (stored ? member : null) },
    { accessToken: () => access, refreshToken: () => refresh },
    { execute: () => (restored.push('restore'), Promise.resolve(member)) },
  );
  return { resume, restored, member };
}

describe('ResumeSession', () => {
  it('a guest with nothing stored has nothing to resume: RestoreSession is not even loaded', async () => {
    const { resume, restored } = resumed({});
    await expect(resume.execute()).resolves.toBeNull();
    expect(restored).toEqual([]);
  });

  it.each([
    ['a refresh token', { refresh: 'r' }],
    ['an access token', { access: 'a' }],
    ['a membership stored without tokens (RestoreSession clears it)', { stored: true }],
  ])('%s: RestoreSession judges', async (_name, stored) => {
    const { resume, restored, member } = resumed(stored);
    await expect(resume.execute()).resolves.toBe(member);
    expect(restored).toEqual(['restore']);
  });

  it('before a network is known, there is nothing to resume', async () => {
    const { resume, restored } = resumed({ refresh: 'r', networkId: null });
    await expect(resume.execute()).resolves.toBeNull();
    expect(restored).toEqual([]);
  });
});
