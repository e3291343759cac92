import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { DeleteMyAccount, DELETE_MY_ACCOUNT } from '../application/usecases/account/DeleteMyAccount';
import { UnsubscribeFromEmails, UNSUBSCRIBE_FROM_EMAILS } from '../application/usecases/account/UnsubscribeFromEmails';
import { LOGOUT } from '../application/lazyUseCaseTokens';
import type { Logout } from '../application/usecases/session/Logout';
import type { AuthController } from '../presentation/auth/AuthController';
import type { I18n } from '../presentation/i18n/I18n';
import { DeleteMyAccountPresenter } from '../presentation/pages/DeleteMyAccountPresenter';
import { IntroPresenter } from '../presentation/pages/IntroPresenter';
import { NotificationPreferencesPresenter } from '../presentation/pages/NotificationPreferencesPresenter';
import { EmailPreferencesPresenter } from '../presentation/pages/EmailPreferencesPresenter';
import { registerCookieCatalogueMessages } from '../presentation/cookies/cookieCatalogueMessages';
import { registerPagesMessages } from '../presentation/pages/pagesMessages';
import type { NetworkShellPresenter } from '../presentation/shell/NetworkShellPresenter';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';

/**
 * The part of the composition root for the network's own lazy pages (policies,
 * intro, delete my account, notification preferences), loaded with each of them: their messages and
 * the presenters of those that have one. Bindings already made (QA) are kept.
 */
export function bindPagesModule(container: Container): void {
  // Registered before the pages render: the cookie policy shows the cookie catalogue's words too.
  const i18n = container.get<I18n>(PRESENTATION.I18n);
  registerPagesMessages(i18n);
  registerCookieCatalogueMessages(i18n);
  if (container.isBound(PRESENTERS.Intro)) return;
  if (!container.isBound(UNSUBSCRIBE_FROM_EMAILS)) {
    container.bind(UNSUBSCRIBE_FROM_EMAILS).toResolvedValue((accounts: ports.AccountGateway) => new UnsubscribeFromEmails(accounts), [ports.ACCOUNT_GATEWAY]);
  }
  if (!container.isBound(DELETE_MY_ACCOUNT)) {
    container.bind(DELETE_MY_ACCOUNT).toResolvedValue((memberships: ports.MembershipGateway, logout: Logout) => new DeleteMyAccount(memberships, logout), [ports.MEMBERSHIP_GATEWAY, LOGOUT]);
  }

  container.bind(PRESENTERS.Intro).toResolvedValue(
    (auth: AuthController) => (shell: NetworkShellPresenter) => new IntroPresenter(shell, auth),
    [PRESENTATION.AuthController],
  );
  container.bind(PRESENTERS.NotificationPreferences).toResolvedValue(
    (unsubscribe: UnsubscribeFromEmails, navigator: ports.Navigator, i18n: I18n) => (networkName: string) => new NotificationPreferencesPresenter(unsubscribe, navigator, i18n, networkName),
    [UNSUBSCRIBE_FROM_EMAILS, ports.NAVIGATOR, PRESENTATION.I18n],
  );
  container.bind(PRESENTERS.EmailPreferences).toResolvedValue(
    (accounts: ports.AccountGateway, notifier: ports.Notifier, i18n: I18n) => () => new EmailPreferencesPresenter(accounts, notifier, i18n),
    [ports.ACCOUNT_GATEWAY, ports.NOTIFIER, PRESENTATION.I18n],
  );
  container.bind(PRESENTERS.DeleteMyAccount).toResolvedValue(
    (deleteMyAccount: DeleteMyAccount, notifier: ports.Notifier, i18n: I18n) => () => new DeleteMyAccountPresenter(deleteMyAccount, notifier, i18n),
    [DELETE_MY_ACCOUNT, ports.NOTIFIER, PRESENTATION.I18n],
  );
}
