import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { SESSION, type Session } from '../application/session/Session';
import type { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpCommentGateway } from '../infrastructure/http/HttpCommentGateway';
import { HttpContentGateway } from '../infrastructure/http/HttpContentGateway';
import { HttpNotificationGateway } from '../infrastructure/http/HttpNotificationGateway';
import { BrowserSharer } from '../infrastructure/routing/BrowserSharer';
import { CommentsPresenter } from '../presentation/community/CommentsPresenter';
import { registerCommunityMessages } from '../presentation/community/communityMessages';
import { ContentEditorPresenter, type EditorStart } from '../presentation/community/ContentEditorPresenter';
import { ContentPagePresenter, type ContentAddress } from '../presentation/community/ContentPagePresenter';
import type { I18n } from '../presentation/i18n/I18n';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';
import { API_CLIENT } from './apiClientToken';

/**
 * The community part of the composition root (issue 10), loaded with the content page, the writing form,
 * settings and notifications: their messages, the wire adapters only they use, and their presenters.
 * Bindings made before it loads (tests, QA) are kept.
 */
export function bindCommunityModule(container: Container): void {
  const i18n = container.get<I18n>(PRESENTATION.I18n);
  registerCommunityMessages(i18n);
  if (container.isBound(PRESENTERS.ContentPage)) return;
  const bindMissing = (token: symbol, bind: () => void) => {
    if (!container.isBound(token)) bind();
  };

  bindMissing(ports.CONTENT_GATEWAY, () => container.bind(ports.CONTENT_GATEWAY).toResolvedValue((client: ApiClient) => new HttpContentGateway(client), [API_CLIENT]));
  bindMissing(ports.COMMENT_GATEWAY, () => container.bind(ports.COMMENT_GATEWAY).toResolvedValue((client: ApiClient) => new HttpCommentGateway(client), [API_CLIENT]));
  bindMissing(ports.NOTIFICATION_GATEWAY, () => container.bind(ports.NOTIFICATION_GATEWAY).toResolvedValue((client: ApiClient) => new HttpNotificationGateway(client), [API_CLIENT]));
  bindMissing(ports.SHARER, () => container.bind(ports.SHARER).toConstantValue(new BrowserSharer()));

  container.bind(PRESENTERS.ContentPage).toResolvedValue(
    (contents: ports.ContentGateway, session: Session, sharer: ports.Sharer, navigator: ports.Navigator, notifier: ports.Notifier) => (address: ContentAddress) =>
      new ContentPagePresenter(contents, session, sharer, navigator, notifier, i18n, address),
    [ports.CONTENT_GATEWAY, SESSION, ports.SHARER, ports.NAVIGATOR, ports.NOTIFIER],
  );
  container.bind(PRESENTERS.Comments).toResolvedValue(
    (comments: ports.CommentGateway, session: Session, store: ports.KeyValueStore, clock: ports.Clock) => (contentId: string, countHint: number) =>
      new CommentsPresenter(comments, session, store, i18n, clock, contentId, countHint),
    [ports.COMMENT_GATEWAY, SESSION, ports.LOCAL_STORE, ports.CLOCK],
  );
  container.bind(PRESENTERS.ContentEditor).toConstantValue((start: EditorStart) => new ContentEditorPresenter(i18n, start));
}
