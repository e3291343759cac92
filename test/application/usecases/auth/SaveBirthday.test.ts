import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/application/errors/ApiError';
import { SaveBirthday } from '../../../../src/application/usecases/auth/SaveBirthday';
import { sampleMembership } from '../../../../src/infrastructure/memory/samples';
import { authHarness, SAMPLE_TOKENS } from './authHarness';

describe('BirthdateHolder (spec §3 birthdate holder)', () => {
  it('holds the birthdate in the local store until cleared', () => {
    const h = authHarness();
    expect(h.birthdate.held()).toBeNull();
    h.birthdate.remember('2004-01-31');
    expect(h.birthdate.held()).toBe('2004-01-31');
    expect(h.localStore.get('birthdate:net-1')).toBe('2004-01-31');
    h.birthdate.clear();
    expect(h.birthdate.held()).toBeNull();
  });

  it('ignores a stored value that is not a date text', () => {
    const h = authHarness();
    h.localStore.set('birthdate:net-1', { year: 2004 });
    expect(h.birthdate.held()).toBeNull();
  });
});

describe('SaveBirthday (spec §2: a member without birthday on a network with a minimum age)', () => {
  it("saves the birthday to the member's profile and the session", async () => {
    const h = authHarness();
    h.session.authenticate(sampleMembership({ birthday: null }), SAMPLE_TOKENS);
    const saveBirthday = new SaveBirthday(h.memberships, h.session);
    const updated = await saveBirthday.execute('1985-10-26');
    expect(h.memberships.callsOf('update')).toEqual([['mem-1', { birthday: '1985-10-26' }]]);
    expect(updated.birthday).toBe('1985-10-26');
    expect(h.session.membership?.birthday).toBe('1985-10-26');
    expect(h.session.storedMembership()?.birthday).toBe('1985-10-26');
  });

  it('rejects with the server error and keeps the session as it was', async () => {
    const h = authHarness();
    h.session.authenticate(sampleMembership({ birthday: null }), SAMPLE_TOKENS);
    h.memberships.failNext('update', new ApiError(422, 'ValidationError', 'Only users old enough are allowed.'));
    await expect(new SaveBirthday(h.memberships, h.session).execute('2020-01-01')).rejects.toThrow('Only users old enough are allowed.');
    expect(h.session.membership?.birthday).toBeNull();
  });

  it('an answer arriving after the member left does not sign them back in', async () => {
    const h = authHarness();
    h.session.authenticate(sampleMembership({ birthday: null }), SAMPLE_TOKENS);
    const saving = new SaveBirthday(h.memberships, h.session).execute('1985-10-26');
    h.session.clearUser();
    await saving;
    expect(h.session.membership).toBeNull();
    expect(h.session.storedMembership()).toBeNull();
  });

  it('asks nothing of the server for a guest', async () => {
    const h = authHarness();
    await expect(new SaveBirthday(h.memberships, h.session).execute('1985-10-26')).rejects.toMatchObject({ code: 'NotSignedIn' });
    expect(h.memberships.calls).toEqual([]);
  });
});
