import { SendNotification } from '../application/usecases/notifications/SendNotification';
import { DeleteComment } from '../application/usecases/content/DeleteComment';
import { DeleteContent } from '../application/usecases/content/DeleteContent';
import { EditContent } from '../application/usecases/content/EditContent';
import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { SESSION, type Session } from '../application/session/Session';
import type { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpEngagementGateway } from '../infrastructure/http/HttpEngagementGateway';
import type { I18n } from '../presentation/i18n/I18n';
import { EngagementPresenter } from '../presentation/manage/EngagementPresenter';
import { ManageAreaPresenter } from '../presentation/manage/ManageAreaPresenter';
import { ModerationPresenter } from '../presentation/manage/ModerationPresenter';
import { NotificationComposerPresenter } from '../presentation/manage/NotificationComposerPresenter';
import { NOTIFICATION_CENTER, type NotificationCenter } from '../presentation/notifications/NotificationCenter';
import { registerManageMessages } from '../presentation/manage/manageMessages';
import { ManageCouponsPresenter } from '../presentation/coupons/ManageCouponsPresenter';
import { registerCouponsMessages } from '../presentation/coupons/couponsMessages';
import { PREPARE_PICTURE, type PreparePicture } from '../application/usecases/content/PreparePicture';
import { bindCouponGateway } from './couponsModule';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';
import { API_CLIENT, HTTP_MONITORING } from './apiClientToken';
import type { Monitoring } from '../application/ports/Monitoring';

/**
 * The manager area's part of the composition root, loaded with its pages: their messages, the
 * engagement statistics over HTTP (kept out of the first load), and the area's presenters; it loads the community
 * module (moderation's editor and gateways) and the chat module (its list) as well. Bindings made before
 * it loads (tests, QA) are kept.
 */
export function bindManageModule(container: Container): Promise<void> {
  const i18n = container.get<I18n>(PRESENTATION.I18n);
  registerManageMessages(i18n);
  registerCouponsMessages(i18n);
  // Moderation edits with the community's writing form and deletes through its gateways, and the chat's
  // administration is the chat's own list: those modules come too.
  const load = (module: symbol) => container.get<() => Promise<void>>(module)();
  const others = Promise.all([load(PRESENTATION.LoadContentModule), load(PRESENTATION.LoadChatModule)]).then(() => undefined);
  if (container.isBound(PRESENTERS.ManageArea)) return others;
  const bindMissing = (token: symbol, bind: () => void) => {
    if (!container.isBound(token)) bind();
  };

  bindCouponGateway(container);
  bindMissing(ports.ENGAGEMENT_GATEWAY, () => container.bind(ports.ENGAGEMENT_GATEWAY).toResolvedValue((client: ApiClient, monitoring: Monitoring) => new HttpEngagementGateway(client, monitoring), [API_CLIENT, HTTP_MONITORING]));

  container.bind(PRESENTERS.ManageArea).toResolvedValue((session: Session) => () => new ManageAreaPresenter(session, i18n), [SESSION]);
  container.bind(PRESENTERS.Engagement).toResolvedValue(
    (engagement: ports.EngagementGateway, store: ports.KeyValueStore, navigator: ports.Navigator, session: Session, clock: ports.Clock) => () =>
      new EngagementPresenter(engagement, store, navigator, session, clock, i18n),
    [ports.ENGAGEMENT_GATEWAY, ports.LOCAL_STORE, ports.NAVIGATOR, SESSION, ports.CLOCK],
  );
  container.bind(PRESENTERS.Moderation).toResolvedValue(
    (feed: ports.ContentFeed, contents: ports.ContentGateway, comments: ports.CommentGateway, clock: ports.Clock) => () =>
      new ModerationPresenter(feed, comments, new EditContent(contents), new DeleteContent(contents), new DeleteComment(comments), clock, i18n),
    [ports.CONTENT_FEED, ports.CONTENT_GATEWAY, ports.COMMENT_GATEWAY, ports.CLOCK],
  );
  container.bind(PRESENTERS.NotificationComposer).toResolvedValue(
    (notifications: ports.NotificationGateway, store: ports.KeyValueStore, session: Session, center: NotificationCenter, notifier: ports.Notifier, clock: ports.Clock) => () =>
      new NotificationComposerPresenter(new SendNotification(notifications), store, session, center, notifier, clock, i18n),
    [ports.NOTIFICATION_GATEWAY, ports.LOCAL_STORE, SESSION, NOTIFICATION_CENTER, ports.NOTIFIER, ports.CLOCK],
  );
  // The coupon's picture goes through the community module's picture upload (loaded with the area, above).
  container.bind(PRESENTERS.ManageCoupons).toResolvedValue(
    (coupons: ports.CouponGateway, prepare: PreparePicture, uploader: ports.PictureUploader, notifier: ports.Notifier, clock: ports.Clock) => () =>
      new ManageCouponsPresenter(coupons, prepare, uploader, notifier, clock, i18n),
    [ports.COUPON_GATEWAY, PREPARE_PICTURE, ports.PICTURE_UPLOADER, ports.NOTIFIER, ports.CLOCK],
  );
  return others;
}
