// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setupFakeApi } from '../fakeApiHarness';

const api = setupFakeApi();

describe('e-mail confirmation', () => {
  it('mails a 6-character code and confirms the address with it', async () => {
    const { accessToken } = await api.signIn('victor@demo.test');
    const before = await api.call('GET', '/v2/memberships/me', { token: accessToken });
    expect(before.json.data).toMatchObject({ emailConfirmed: false, shouldVerifyEmailToContinue: true });

    const resend = await api.call('POST', '/accounts/confirm/email/resend', { body: { membershipId: 'mem-victor-harbour', mode: 'text' } });
    expect(resend.status).toBe(200);
    const code = api.backend.inbox.latestCodeFor('victor@demo.test');
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(api.backend.inbox.list()[0]?.channel).toBe('email');

    const wrong = await api.call('POST', '/accounts/confirm/email', { body: { membershipId: 'mem-victor-harbour', code: 'ZZZZZZ' } });
    expect([wrong.status, wrong.json.error?.code]).toEqual([400, 'InvalidCode']);

    const confirmed = await api.call('POST', '/accounts/confirm/email', { body: { membershipId: 'mem-victor-harbour', code: code?.toLowerCase() } });
    expect(confirmed.json).toEqual({ message: 'Your e-mail address is confirmed.' });
    const after = await api.call('GET', '/v2/memberships/me', { token: accessToken });
    expect(after.json.data).toMatchObject({ emailConfirmed: true });
  });

  it('rejects an unknown membership and an expired code', async () => {
    const unknown = await api.call('POST', '/accounts/confirm/email/resend', { body: { membershipId: 'mem-nobody', mode: 'text' } });
    expect(unknown.status).toBe(404);
    await api.call('POST', '/accounts/confirm/email/resend', { body: { membershipId: 'mem-victor-harbour', mode: 'text' } });
    const code = api.backend.inbox.latestCodeFor('victor@demo.test');
    api.clock.advance(11 * 60_000);
    const late = await api.call('POST', '/accounts/confirm/email', { body: { membershipId: 'mem-victor-harbour', code } });
    expect(late.json.error?.code).toBe('InvalidCode');
  });
});

describe('unsubscribe', () => {
  it('accepts unsub-<membershipId> tokens of this network only', async () => {
    const ok = await api.call('POST', '/accounts/preferences/unsubscribe', { body: { token: 'unsub-mem-ada-harbour' } });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toEqual(expect.stringContaining('Harbour Runners'));
    for (const token of ['unsub-mem-nobody', 'mem-ada-harbour', 'unsub-mem-nina-atelier']) {
      const answer = await api.call('POST', '/accounts/preferences/unsubscribe', { body: { token } });
      expect([answer.status, answer.json.error?.code]).toEqual([400, 'InvalidToken']);
    }
  });
});
