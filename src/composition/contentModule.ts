import { ChangeConsent } from '../application/usecases/profile/ChangeConsent';
import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { SESSION, type Session } from '../application/session/Session';
import { CHANGE_PASSWORD, ChangePassword } from '../application/usecases/account/ChangePassword';
import { SAVE_PROFILE, SaveProfile } from '../application/usecases/profile/SaveProfile';
import { REPORT_ANALYTICS, type ReportAnalytics } from '../application/usecases/analytics/ReportAnalytics';
import { DELETE_CONTENT, DeleteContent } from '../application/usecases/content/DeleteContent';
import { EDIT_CONTENT, EditContent } from '../application/usecases/content/EditContent';
import { PUBLISH_CONTENT, PublishContent } from '../application/usecases/content/PublishContent';
import { DELETE_COMMENT, DeleteComment } from '../application/usecases/content/DeleteComment';
import { EDIT_COMMENT, EditComment } from '../application/usecases/content/EditComment';
import { POST_COMMENT, PostComment } from '../application/usecases/content/PostComment';
import type { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpCommentGateway } from '../infrastructure/http/HttpCommentGateway';
import { HttpContentGateway } from '../infrastructure/http/HttpContentGateway';
import { HttpCustomFieldGateway } from '../infrastructure/http/HttpCustomFieldGateway';
import { HttpNotificationGateway } from '../infrastructure/http/HttpNotificationGateway';
import { BrowserExternalNavigator } from '../infrastructure/identity/BrowserExternalNavigator';
import { networkBasePath } from './networkBasePath';
import { BrowserNewTabOpener } from '../infrastructure/routing/BrowserNewTabOpener';
import { bindSharer } from './sharerBinding';
import { BrowserPageLeaving } from '../infrastructure/routing/BrowserPageLeaving';
import type { RouterNavigator } from '../infrastructure/routing/RouterNavigator';
import { CommentComposer } from '../presentation/content/CommentComposer';
import { CommentEdits } from '../presentation/content/CommentEdits';
import { CommentsPresenter } from '../presentation/content/CommentsPresenter';
import { CommentThread } from '../presentation/content/CommentThread';
import { ContentActions } from '../presentation/content/ContentActions';
import { registerContentMessages } from '../presentation/content/contentMessages';
import { ContentEditorPresenter, type EditorStart } from '../presentation/content/ContentEditorPresenter';
import { ContentPagePresenter, type ContentAddress } from '../presentation/content/ContentPagePresenter';
import { NewPostPresenter } from '../presentation/content/NewPostPresenter';
import { CONTENTS_STORE, type ContentsStore } from '../presentation/content/ContentsStore';
import { SHOWN_CONTENTS, type ShownContents } from '../presentation/content/ShownContents';
import { bindShownContents } from './shownContents';
import { bindPictures } from './picturesModule';
import { PREPARE_PICTURE, type PreparePicture } from '../application/usecases/content/PreparePicture';
import { bindReactions } from './reactionsModule';
import { COMMENT_REACTIONS } from '../presentation/reactions/reactionsTokens';
import type { ReactionHolder, ReactionToggles } from '../presentation/reactions/ReactionToggles';
import type { I18n } from '../presentation/i18n/I18n';
import type { AuthController } from '../presentation/auth/AuthController';
import type { CookieConsentController } from '../presentation/cookies/CookieConsentController';
import { NOTIFICATION_CENTER, NotificationCenter } from '../presentation/notifications/NotificationCenter';
import { browserObserver, PageViews } from '../presentation/ads/PageViews';
import { DocumentPageVisibility } from '../infrastructure/tabs/DocumentPageVisibility';
import { CryptoRandomSource } from '../infrastructure/identity/CryptoRandomSource';
import { NotificationLinkFollower, type NotificationsAddress } from '../presentation/notifications/NotificationLinkFollower';
import { NotificationsPresenter } from '../presentation/notifications/NotificationsPresenter';
import { MARK_NOTIFICATION_READ, MarkNotificationRead } from '../application/usecases/notifications/MarkNotificationRead';
import { MARK_ALL_NOTIFICATIONS_READ, MarkAllNotificationsRead } from '../application/usecases/notifications/MarkAllNotificationsRead';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';
import { bindSharedPresenter } from './sharedPresenter';
import { ConsentSettingsPresenter } from '../presentation/settings/ConsentSettingsPresenter';
import { PasswordSettingsPresenter } from '../presentation/settings/PasswordSettingsPresenter';
import { ProfileSettingsPresenter } from '../presentation/settings/ProfileSettingsPresenter';
import { AvatarSettingsPresenter } from '../presentation/settings/AvatarSettingsPresenter';
import { SetAvatar } from '../application/usecases/profile/SetAvatar';
import { SettingsPresenter } from '../presentation/settings/SettingsPresenter';
import { registerSettingsMessages } from '../presentation/settings/settingsMessages';
import type { NetworkShellPresenter } from '../presentation/shell/NetworkShellPresenter';
import { bindAnalytics } from './analyticsModule';
import { LOAD_LIVE_MODULE } from './liveModuleToken';
import { API_CLIENT, HTTP_MONITORING } from './apiClientToken';
import type { Monitoring } from '../application/ports/Monitoring';
import type { AppConfig } from './config';
import { ThemeChoices } from '../application/usecases/theme/ThemeChoices';
import { DocumentThemeDisplay } from '../infrastructure/theme/DocumentThemeDisplay';
import { THEME_CHOICE, ThemeChoicePresenter } from '../presentation/theme/ThemeChoicePresenter';

/**
 * The community part of the composition root, loaded with the content page, the writing form,
 * settings and notifications: their messages, the wire adapters only they use, and their presenters.
 * Bindings made before it loads (tests, QA) are kept.
 */
export function bindContentModule(container: Container, config: AppConfig): Promise<void> {
  // The comments hear others' comments from the live channel: its module comes with this one (bound, never connected, for a guest).
  const liveModule = container.get<() => Promise<void>>(LOAD_LIVE_MODULE)();
  const i18n = container.get<I18n>(PRESENTATION.I18n);
  registerContentMessages(i18n);
  registerSettingsMessages(i18n);
  // The content page reports its shares; what is bound already is kept.
  bindAnalytics(container, config);
  if (container.isBound(PRESENTERS.ContentPage)) return liveModule;
  bindShownContents(container);
  bindPictures(container);
  bindReactions(container);
  const bindMissing = (token: symbol, bind: () => void) => {
    if (!container.isBound(token)) bind();
  };

  bindMissing(ports.CONTENT_GATEWAY, () => container.bind(ports.CONTENT_GATEWAY).toResolvedValue((client: ApiClient) => new HttpContentGateway(client), [API_CLIENT]));
  bindMissing(ports.COMMENT_GATEWAY, () => container.bind(ports.COMMENT_GATEWAY).toResolvedValue((client: ApiClient, monitoring: Monitoring) => new HttpCommentGateway(client, monitoring), [API_CLIENT, HTTP_MONITORING]));
  bindMissing(ports.NOTIFICATION_GATEWAY, () => container.bind(ports.NOTIFICATION_GATEWAY).toResolvedValue((client: ApiClient, monitoring: Monitoring) => new HttpNotificationGateway(client, monitoring), [API_CLIENT, HTTP_MONITORING]));
  bindSharer(container);
  // The settings' profile form asks the network's questions and saves like the complete-profile prompt.
  bindMissing(ports.CUSTOM_FIELD_GATEWAY, () => container.bind(ports.CUSTOM_FIELD_GATEWAY).toResolvedValue((client: ApiClient) => new HttpCustomFieldGateway(client), [API_CLIENT]));
  bindMissing(PUBLISH_CONTENT, () => container.bind(PUBLISH_CONTENT).toResolvedValue((contents: ports.ContentGateway) => new PublishContent(contents), [ports.CONTENT_GATEWAY]));
  bindMissing(EDIT_CONTENT, () => container.bind(EDIT_CONTENT).toResolvedValue((contents: ports.ContentGateway) => new EditContent(contents), [ports.CONTENT_GATEWAY]));
  bindMissing(DELETE_CONTENT, () => container.bind(DELETE_CONTENT).toResolvedValue((contents: ports.ContentGateway) => new DeleteContent(contents), [ports.CONTENT_GATEWAY]));
  bindMissing(POST_COMMENT, () => container.bind(POST_COMMENT).toResolvedValue((comments: ports.CommentGateway) => new PostComment(comments), [ports.COMMENT_GATEWAY]));
  bindMissing(EDIT_COMMENT, () => container.bind(EDIT_COMMENT).toResolvedValue((comments: ports.CommentGateway) => new EditComment(comments), [ports.COMMENT_GATEWAY]));
  bindMissing(DELETE_COMMENT, () => container.bind(DELETE_COMMENT).toResolvedValue((comments: ports.CommentGateway) => new DeleteComment(comments), [ports.COMMENT_GATEWAY]));
  bindMissing(SAVE_PROFILE, () => container.bind(SAVE_PROFILE).toResolvedValue((memberships: ports.MembershipGateway, session: Session) => new SaveProfile(memberships, session), [ports.MEMBERSHIP_GATEWAY, SESSION]));
  bindMissing(CHANGE_PASSWORD, () => container.bind(CHANGE_PASSWORD).toResolvedValue((accounts: ports.AccountGateway) => new ChangePassword(accounts), [ports.ACCOUNT_GATEWAY]));
  bindMissing(ports.NEW_TAB_OPENER, () => container.bind(ports.NEW_TAB_OPENER).toConstantValue(new BrowserNewTabOpener()));
  bindMissing(ports.EXTERNAL_NAVIGATOR, () =>
    container.bind(ports.EXTERNAL_NAVIGATOR).toResolvedValue((session: Session) => new BrowserExternalNavigator(networkBasePath(config, session)), [SESSION]),
  );
  bindMissing(ports.PAGE_VISIBILITY, () => container.bind(ports.PAGE_VISIBILITY).toConstantValue(new DocumentPageVisibility()));
  // The browser's Navigator is the router's adapter (createContainer), which makes a held move after all.
  bindMissing(ports.PAGE_LEAVING, () => container.bind(ports.PAGE_LEAVING).toResolvedValue((router: RouterNavigator) => new BrowserPageLeaving(router), [ports.NAVIGATOR]));
  bindMissing(ports.RANDOM_SOURCE, () => container.bind(ports.RANDOM_SOURCE).toConstantValue(new CryptoRandomSource()));
  bindMissing(NOTIFICATION_CENTER, () =>
    container.bind(NOTIFICATION_CENTER).toResolvedValue(
      (notifications: ports.NotificationGateway, session: Session, clock: ports.Clock, random: ports.RandomSource, focus: ports.WindowSignals) =>
        new NotificationCenter(notifications, session, clock, random, focus),
      [ports.NOTIFICATION_GATEWAY, SESSION, ports.CLOCK, ports.RANDOM_SOURCE, ports.WINDOW_SIGNALS],
    ),
  );
  bindSharedPresenter(container, PRESENTERS.NotificationCenter, NOTIFICATION_CENTER);
  // The look (the account menu and the settings page choose it); the page's theme script shows it (themeScript.js).
  bindMissing(ports.THEME_DISPLAY, () => container.bind(ports.THEME_DISPLAY).toConstantValue(new DocumentThemeDisplay()));
  bindMissing(THEME_CHOICE, () =>
    container.bind(THEME_CHOICE).toResolvedValue((cookies: ports.CookieJar, display: ports.ThemeDisplay) => new ThemeChoicePresenter(new ThemeChoices(cookies, display)), [ports.COOKIE_JAR, ports.THEME_DISPLAY]),
  );
  bindSharedPresenter(container, PRESENTERS.ThemeChoice, THEME_CHOICE);

  container.bind(PRESENTERS.ContentPage).toResolvedValue(
    (
      contents: ports.ContentGateway, editContent: EditContent, deleteContent: DeleteContent, session: Session, sharer: ports.Sharer, report: ReportAnalytics,
      navigator: ports.Navigator, notifier: ports.Notifier, shown: ShownContents, clock: ports.Clock, page: ports.PageVisibility,
    ) =>
      (address: ContentAddress) =>
        new ContentPagePresenter(
          contents, editContent, session, notifier, shown, new PageViews(clock, report, browserObserver, page), i18n,
          new ContentActions(sharer, report, deleteContent, shown, navigator, notifier, i18n), address,
        ),
    [ports.CONTENT_GATEWAY, EDIT_CONTENT, DELETE_CONTENT, SESSION, ports.SHARER, REPORT_ANALYTICS, ports.NAVIGATOR, ports.NOTIFIER, SHOWN_CONTENTS, ports.CLOCK, ports.PAGE_VISIBILITY],
  );
  container.bind(PRESENTERS.Comments).toResolvedValue(
    (
      comments: ports.CommentGateway, post: PostComment, edit: EditComment, remove: DeleteComment, session: Session, store: ports.KeyValueStore, clock: ports.Clock, feed: ContentsStore,
      page: ports.PageVisibility, live: ports.LiveChannel, reactions: (thread: ReactionHolder) => ReactionToggles,
    ) =>
      (contentId: string, countHint: number) =>
        new CommentsPresenter(
          new CommentThread(comments, i18n, contentId, countHint),
          (thread) => new CommentComposer(post, session, store, clock, page, i18n, thread),
          (thread) => new CommentEdits(edit, remove, i18n, thread),
          reactions,
          session, feed, i18n, clock, live,
        ),
    [ports.COMMENT_GATEWAY, POST_COMMENT, EDIT_COMMENT, DELETE_COMMENT, SESSION, ports.LOCAL_STORE, ports.CLOCK, CONTENTS_STORE, ports.PAGE_VISIBILITY, ports.LIVE_CHANNEL, COMMENT_REACTIONS],
  );
  if (!container.isBound(MARK_NOTIFICATION_READ)) {
    container.bind(MARK_NOTIFICATION_READ).toResolvedValue((notifications: ports.NotificationGateway) => new MarkNotificationRead(notifications), [ports.NOTIFICATION_GATEWAY]);
  }
  if (!container.isBound(MARK_ALL_NOTIFICATIONS_READ)) {
    container.bind(MARK_ALL_NOTIFICATIONS_READ).toResolvedValue((notifications: ports.NotificationGateway) => new MarkAllNotificationsRead(notifications), [ports.NOTIFICATION_GATEWAY]);
  }
  container.bind(PRESENTERS.Notifications).toResolvedValue(
    (
      notifications: ports.NotificationGateway, markRead: MarkNotificationRead, markAll: MarkAllNotificationsRead, center: NotificationCenter, session: Session, navigator: ports.Navigator,
      tabs: ports.NewTabOpener, external: ports.ExternalNavigator, clock: ports.Clock,
    ) =>
      ({ pageSize, ...address }: NotificationsAddress & { pageSize?: number }) =>
        new NotificationsPresenter(notifications, markRead, markAll, center, session, new NotificationLinkFollower(navigator, tabs, external, address), clock, i18n, pageSize),
    [ports.NOTIFICATION_GATEWAY, MARK_NOTIFICATION_READ, MARK_ALL_NOTIFICATIONS_READ, NOTIFICATION_CENTER, SESSION, ports.NAVIGATOR, ports.NEW_TAB_OPENER, ports.EXTERNAL_NAVIGATOR, ports.CLOCK],
  );
  container.bind(PRESENTERS.NewPost).toResolvedValue(
    (publish: PublishContent, feed: ContentsStore, session: Session, notifier: ports.Notifier, clock: ports.Clock) => () =>
      new NewPostPresenter(publish, feed, session, notifier, clock, i18n),
    [PUBLISH_CONTENT, CONTENTS_STORE, SESSION, ports.NOTIFIER, ports.CLOCK],
  );
  container.bind(PRESENTERS.ContentEditor).toResolvedValue(
    (prepare: PreparePicture, uploader: ports.PictureUploader) => (start: EditorStart) => new ContentEditorPresenter(i18n, prepare, uploader, start),
    [PREPARE_PICTURE, ports.PICTURE_UPLOADER],
  );
  container.bind(PRESENTERS.Settings).toResolvedValue(
    (
      saveProfile: SaveProfile,
      questions: ports.CustomFieldGateway,
      changePassword: ChangePassword,
      memberships: ports.MembershipGateway,
      session: Session,
      clock: ports.Clock,
      notifier: ports.Notifier,
      auth: AuthController,
      cookieConsent: CookieConsentController,
      leaving: ports.PageLeaving,
      prepare: PreparePicture,
      uploader: ports.PictureUploader,
    ) =>
      (shell: NetworkShellPresenter) =>
        new SettingsPresenter(
          new ProfileSettingsPresenter(saveProfile, questions, session, clock, notifier, i18n),
          new AvatarSettingsPresenter(new SetAvatar(memberships, session), session, notifier, i18n, prepare, uploader),
          new PasswordSettingsPresenter(changePassword, notifier, i18n),
          new ConsentSettingsPresenter(new ChangeConsent(memberships, session), memberships, session, i18n),
          shell,
          auth,
          cookieConsent,
          i18n,
          leaving,
        ),
    [SAVE_PROFILE, ports.CUSTOM_FIELD_GATEWAY, CHANGE_PASSWORD, ports.MEMBERSHIP_GATEWAY, SESSION, ports.CLOCK, ports.NOTIFIER, PRESENTATION.AuthController, PRESENTATION.CookieConsentController, ports.PAGE_LEAVING, PREPARE_PICTURE, ports.PICTURE_UPLOADER],
  );
  return liveModule;
}
