import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { DeleteMyAccount } from '../../../src/application/usecases/account/DeleteMyAccount';
import { LOGOUT } from '../../../src/application/lazyUseCaseTokens';
import type { Logout } from '../../../src/application/usecases/session/Logout';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { PRESENTATION } from '../../../src/presentation/tokens';
import type { I18n } from '../../../src/presentation/i18n/I18n';
import { DeleteMyAccountPresenter } from '../../../src/presentation/pages/DeleteMyAccountPresenter';
import { registerPagesMessages } from '../../../src/presentation/pages/pagesMessages';
import { memoryApp } from '../memoryApp';

const network = sampleNetwork({ id: 'runners', slug: 'runners', name: 'Harbour Runners' });
const member = sampleMembership({ networkId: 'runners', email: 'ada@example.com' });

function presenterApp() {
  const app = memoryApp({ networks: [network], membership: member });
  app.session.enterNetwork(network);
  app.session.authenticate(member, { accessToken: 'access', refreshToken: 'refresh' });
  const i18n = app.get<I18n>(PRESENTATION.I18n);
  registerPagesMessages(i18n);
  const page = new DeleteMyAccountPresenter(new DeleteMyAccount(app.memberships, app.get<Logout>(LOGOUT)), app.notifier, i18n);
  return { ...app, page };
}

describe('DeleteMyAccountPresenter', () => {
  it('deletes nothing until the member confirms', async () => {
    const app = presenterApp();
    expect(app.page.canDelete).toBe(false);
    await app.page.deleteClicked();
    expect(app.memberships.callsOf('deleteMe')).toEqual([]);
    expect(app.page.status).toBe('confirming');
  });

  it('once confirmed, deletes the membership, logs out and confirms with a toast', async () => {
    const app = presenterApp();
    app.page.confirmationToggled(true);
    const deleting = app.page.deleteClicked();
    expect(app.page.busy).toBe(true);
    expect(app.page.canDelete).toBe(false);
    await deleting;
    expect(app.memberships.callsOf('deleteMe')).toEqual([[]]);
    expect(app.session.membership).toBeNull();
    expect(app.tokens.refreshToken('runners')).toBeNull();
    expect(app.navigator.paths).toEqual(['/']);
    expect(app.page.status).toBe('deleted');
    expect(app.notifier.messages('success')).toEqual(['Your account has been deleted.']);
  });

  it('ignores a second press while the first deletion runs', async () => {
    const app = presenterApp();
    app.page.confirmationToggled(true);
    await Promise.all([app.page.deleteClicked(), app.page.deleteClicked()]);
    expect(app.memberships.callsOf('deleteMe')).toHaveLength(1);
  });

  it.each([
    ['the server’s message', new ApiError(409, 'ActiveSubscription', 'Cancel your subscription first.'), 'Cancel your subscription first.'],
    ['ours for a transport fault', new ApiError(0, ApiError.NETWORK, 'offline'), 'The server could not be reached. Check your connection and try again.'],
  ])('on failure shows %s, keeps the member signed in and the confirmation ticked, and can try again', async (_case, error, text) => {
    const app = presenterApp();
    app.memberships.failNext('deleteMe', error);
    app.page.confirmationToggled(true);
    await app.page.deleteClicked();
    expect(app.page.status).toBe('confirming');
    expect(app.page.failureMessage).toBe(text);
    expect(app.page.confirmed).toBe(true);
    expect(app.page.canDelete).toBe(true);
    expect(app.session.membership).not.toBeNull();
    expect(app.notifier.toasts).toEqual([]);

    await app.page.deleteClicked();
    expect(app.page.status).toBe('deleted');
    expect(app.page.failureMessage).toBe('');
  });
});
