import type { Container } from 'inversify';
import type { PresenterToken } from '../presentation/tokens';

/**
 * A presenter several views share, one per app (the auth dialog's request, the toasts, the unread count …): views get it
 * the way they get any presenter, `usePresenter(token)`, and its factory hands out the one instance that presenters and
 * use cases receive under `instance`.
 */
export function bindSharedPresenter<P>(container: Container, token: PresenterToken<P>, instance: symbol): void {
  container.bind(token).toResolvedValue((shared: P) => () => shared, [instance]);
}
