import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { AuthError } from '../../../../src/application/errors/AuthError';
import { SaveProfile } from '../../../../src/application/usecases/profile/SaveProfile';
import { InMemoryMembershipGateway } from '../../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { sessionHarness } from '../../harness';

function harness(signedIn = true) {
  const network = sampleNetwork({ minAge: 18, dataCollection: { level: 'medium' } });
  const h = sessionHarness(network);
  const member = sampleMembership({ firstName: '', lastName: '', isProfileCompleted: false });
  const memberships = new InMemoryMembershipGateway(member);
  if (signedIn) h.session.updateMembership(member);
  return { ...h, member, memberships, saveProfile: new SaveProfile(memberships, h.session) };
}

describe('SaveProfile (spec §3 profile update, §5 what is dropped)', () => {
  it('sends trimmed names, the birthday and the non-empty answers', async () => {
    const h = harness();
    await h.saveProfile.execute({
      firstName: '  Grace ',
      lastName: ' Hopper  ',
      birthday: '1990-12-09',
      customFields: { team: ' Navy ', nickname: '   ', unit: '' },
    });
    expect(h.memberships.callsOf('update')).toEqual([
      ['mem-1', { firstName: 'Grace', lastName: 'Hopper', birthday: '1990-12-09', customFields: [{ id: 'team', answer: 'Navy' }] }],
    ]);
  });

  it.each([
    ['an empty birthday', ''],
    ['a blank birthday', '   '],
    ['no birthday', undefined],
  ])('leaves out %s and an empty list of answers', async (_name, birthday) => {
    const h = harness();
    await h.saveProfile.execute({ firstName: 'Grace', lastName: 'Hopper', birthday, customFields: { nickname: ' ' } });
    expect(h.memberships.callsOf('update')).toEqual([['mem-1', { firstName: 'Grace', lastName: 'Hopper' }]]);
  });

  it("replaces the session's membership and its stored copy with the saved one", async () => {
    const h = harness();
    const saved = await h.saveProfile.execute({ firstName: 'Grace', lastName: 'Hopper', customFields: {} });
    expect(saved).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    expect(h.session.membership).toEqual(saved);
    expect(h.session.storedMembership()).toEqual(saved);
  });

  it('lets a server refusal through and keeps the session as it was', async () => {
    const h = harness();
    h.memberships.failNext('update', new ApiError(422, 'ValidationError', 'Names must be at least 3 characters long.'));
    await expect(h.saveProfile.execute({ firstName: 'Grace', lastName: 'Hopper', customFields: {} })).rejects.toThrow('Names must be at least 3 characters long.');
    expect(h.session.membership).toEqual(h.member);
  });

  it('refuses a guest without calling the server', async () => {
    const h = harness(false);
    const failure = h.saveProfile.execute({ firstName: 'Grace', lastName: 'Hopper', customFields: {} });
    await expect(failure).rejects.toSatisfy((error) => AuthError.is(error, 'NotSignedIn'));
    expect(h.memberships.calls).toEqual([]);
  });
});

describe('SaveProfile after the member left', () => {
  it('an answer arriving after logout does not sign the member back in', async () => {
    const network = sampleNetwork();
    const h = sessionHarness(network);
    const member = sampleMembership();
    const memberships = new InMemoryMembershipGateway(member);
    h.session.updateMembership(member);
    const saving = new SaveProfile(memberships, h.session).execute({ firstName: 'Grace', lastName: 'Hopper', customFields: {} });
    h.session.clearUser();
    await saving;
    expect(h.session.membership).toBeNull();
    expect(h.session.storedMembership()).toBeNull();
  });
});
