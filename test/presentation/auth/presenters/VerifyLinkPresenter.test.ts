import { describe, expect, it } from 'vitest';
import { ConfirmEmail } from '../../../../src/application/usecases/auth/ConfirmEmail';
import { InMemoryAccountGateway } from '../../../../src/infrastructure/memory/InMemoryAccountGateway';
import { InMemoryCookieJar } from '../../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryNavigator } from '../../../../src/infrastructure/memory/InMemoryNavigator';
import { VerifyLinkPresenter } from '../../../../src/presentation/auth/presenters/VerifyLinkPresenter';
import { registerAuthMessages } from '../../../../src/presentation/auth/authMessages';
import { I18n } from '../../../../src/presentation/i18n/I18n';
import { sessionHarness } from '../../../application/harness';

/** The /verify page's presenter, with a navigator that notes how many confirmations had been sent at each move. */
function verifyLink() {
  const accounts = new InMemoryAccountGateway();
  const i18n = new I18n(new InMemoryCookieJar());
  registerAuthMessages(i18n);
  const navigator = new InMemoryNavigator('/verify?code=123456&membershipId=mem-1');
  const moves: { path: string; replace: boolean; confirmationsBefore: number }[] = [];
  const recording = {
    goTo: (path: string, options?: { replace?: boolean }) => {
      moves.push({ path, replace: options?.replace ?? false, confirmationsBefore: accounts.callsOf('confirmEmail').length });
      navigator.goTo(path, options);
    },
  };
  const presenter = new VerifyLinkPresenter(new ConfirmEmail(accounts, sessionHarness().session), recording, i18n);
  return { accounts, moves, presenter };
}

describe('VerifyLinkPresenter', () => {
  it.each([
    ['a good link', '?code=123456&membershipId=mem-1', 'confirmed'],
    ['a wrong code', '?code=000000&membershipId=mem-1', 'failed'],
    ['an incomplete link', '?code=123456', 'failed'],
  ] as const)('after %s, the code leaves the address bar and the history, before it is sent', async (_case, search, status) => {
    const { moves, presenter } = verifyLink();
    await presenter.linkOpened(new URLSearchParams(search));
    expect(presenter.status).toBe(status);
    expect(moves).toEqual([{ path: '/verify', replace: true, confirmationsBefore: 0 }]);
  });

  it('confirms with the code and membership of the link, once for a remount', async () => {
    const { accounts, presenter } = verifyLink();
    const query = new URLSearchParams('?code=123456&membershipId=mem-1');
    await Promise.all([presenter.linkOpened(query), presenter.linkOpened(query)]);
    expect(accounts.callsOf('confirmEmail')).toEqual([['mem-1', '123456']]);
    expect(presenter.message).toBe('Your e-mail address is confirmed.');
  });
});
