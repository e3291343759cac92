import type { Container } from 'inversify';
import { SESSION, type Session } from '../application/session/Session';
import type { I18n } from '../presentation/i18n/I18n';
import { ManageAreaPresenter } from '../presentation/manage/ManageAreaPresenter';
import { registerManageMessages } from '../presentation/manage/manageMessages';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';

/**
 * The manager area's part of the composition root (issue 12), loaded with its pages: their messages and
 * presenters. Bindings made before it loads (tests, QA) are kept.
 */
export function bindManageModule(container: Container): void {
  const i18n = container.get<I18n>(PRESENTATION.I18n);
  registerManageMessages(i18n);
  if (container.isBound(PRESENTERS.ManageArea)) return;

  container.bind(PRESENTERS.ManageArea).toResolvedValue((session: Session) => () => new ManageAreaPresenter(session, i18n), [SESSION]);
}
