import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { InMemoryAccountGateway } from '../infrastructure/memory/InMemoryAccountGateway';
import { InMemoryAnalyticsGateway } from '../infrastructure/memory/InMemoryAnalyticsGateway';
import { InMemoryAuthGateway } from '../infrastructure/memory/InMemoryAuthGateway';
import { AUTH_ADAPTER } from './authAdapterToken';
import { InMemoryCommentGateway } from '../infrastructure/memory/InMemoryCommentGateway';
import { InMemoryConversationGateway } from '../infrastructure/memory/InMemoryConversationGateway';
import { InMemoryConversationMembersGateway } from '../infrastructure/memory/InMemoryConversationMembersGateway';
import { InMemoryPageVisibility } from '../infrastructure/memory/InMemoryPageVisibility';
import { InMemoryWindowSignals } from '../infrastructure/memory/InMemoryWindowSignals';
import { InMemoryContentGateway } from '../infrastructure/memory/InMemoryContentGateway';
import { InMemoryReactionGateway } from '../infrastructure/memory/InMemoryReactionGateway';
import { REACTION_GATEWAY } from '../application/ports/ReactionGateway';
import { InMemoryNotificationGateway } from '../infrastructure/memory/InMemoryNotificationGateway';
import { RecordingThemeDisplay } from '../infrastructure/memory/RecordingThemeDisplay';
import { InMemorySharer } from '../infrastructure/memory/InMemorySharer';
import { InMemoryCreativityGateway } from '../infrastructure/memory/InMemoryCreativityGateway';
import { InMemorySurveyGateway } from '../infrastructure/memory/InMemorySurveyGateway';
import { InMemoryCouponGateway } from '../infrastructure/memory/InMemoryCouponGateway';
import { InMemoryTextCopier } from '../infrastructure/memory/InMemoryTextCopier';
import { InMemoryEngagementGateway } from '../infrastructure/memory/InMemoryEngagementGateway';
import { InMemoryMembershipGateway } from '../infrastructure/memory/InMemoryMembershipGateway';
import { InMemoryNetworkGateway } from '../infrastructure/memory/InMemoryNetworkGateway';
import { InMemoryNewTabOpener } from '../infrastructure/memory/InMemoryNewTabOpener';
import { InMemoryPaymentGateway } from '../infrastructure/memory/InMemoryPaymentGateway';
import { InMemorySubscriptionGateway } from '../infrastructure/memory/InMemorySubscriptionGateway';
import { ScriptedIdentityProvider } from '../infrastructure/memory/ScriptedIdentityProvider';
import { InMemoryExternalNavigator } from '../infrastructure/memory/InMemoryExternalNavigator';
import { SequenceRandomSource } from '../infrastructure/memory/SequenceRandomSource';
import { InMemoryDeviceIdentity } from '../infrastructure/memory/InMemoryDeviceIdentity';
import { PAGE_VITALS } from '../application/ports/Monitoring';
import { RecordingMonitoring } from '../infrastructure/memory/RecordingMonitoring';
import { RecordingAnalyticsTag } from '../infrastructure/memory/RecordingAnalyticsTag';
import { readConfig } from './config';
import { createContainer, type Overrides, type Platform } from './createContainer';
import { PRESENTATION } from '../presentation/tokens';
import { InMemoryKeyValueStore } from '../infrastructure/memory/InMemoryKeyValueStore';
import { InMemoryCookieJar } from '../infrastructure/memory/InMemoryCookieJar';
import { InMemoryTokenStore } from '../infrastructure/memory/InMemoryTokenStore';
import { InMemoryTokenRefresher } from '../infrastructure/memory/InMemoryTokenRefresher';
import { InMemoryCrossTabLock } from '../infrastructure/memory/InMemoryCrossTabLock';
import { InMemorySessionBroadcast } from '../infrastructure/memory/InMemorySessionBroadcast';
import { InMemoryConnectivity } from '../infrastructure/memory/InMemoryConnectivity';
import { InMemoryNavigator } from '../infrastructure/memory/InMemoryNavigator';
import { InMemoryPageLeaving } from '../infrastructure/memory/InMemoryPageLeaving';
import { InMemoryLiveChannel } from '../infrastructure/memory/InMemoryLiveChannel';
import { InMemoryLiveLinkDialer } from '../infrastructure/memory/InMemoryLiveLinkDialer';
import { InMemoryPictureResizer } from '../infrastructure/memory/InMemoryPictureResizer';
import { InMemoryPictureUploader } from '../infrastructure/memory/InMemoryPictureUploader';
import { PICTURE_RESIZER } from '../application/ports/PictureResizer';
import { PICTURE_UPLOADER } from '../application/ports/PictureUploader';
import { RecordingNotifier } from '../infrastructure/memory/RecordingNotifier';
import { RecordingChatGateway } from '../infrastructure/memory/RecordingChatGateway';

/** No browser: storage, cookies, toasts and navigation are recorded in memory. */
const bindMemoryPlatform: Platform = (container) => {
  container.bind(ports.LOCAL_STORE).toConstantValue(new InMemoryKeyValueStore());
  container.bind(ports.SESSION_STORE).toConstantValue(new InMemoryKeyValueStore());
  container.bind(ports.COOKIE_JAR).toConstantValue(new InMemoryCookieJar());
  container.bind(ports.NOTIFIER).toConstantValue(new RecordingNotifier());
  container.bind(ports.CHAT_GATEWAY).toConstantValue(new RecordingChatGateway());
  container.bind(ports.TOKEN_STORE).toConstantValue(new InMemoryTokenStore());
  container.bind(ports.CROSS_TAB_LOCK).toConstantValue(new InMemoryCrossTabLock());
  container.bind(ports.SESSION_BROADCAST).toConstantValue(new InMemorySessionBroadcast());
  container.bind(ports.CONNECTIVITY).toConstantValue(new InMemoryConnectivity());
  container.bind(ports.NAVIGATOR).toConstantValue(new InMemoryNavigator());
  // Without a browser router there is nothing to attach: in-memory navigation records paths.
  container.bind(PRESENTATION.RouterBinding).toConstantValue({ attach: () => undefined });
};

/**
 * The whole app on in-memory adapters (the `memory` profile): no network, no browser storage.
 * Unit tests and QA pass the adapters they script; every other port gets an empty in-memory one.
 * Kept apart from createContainer so the browser build never ships these adapters.
 */
export function createMemoryContainer(overrides: Overrides = {}): Container {
  // One paid side for the four ports, so a subscription paid through one shows in the others.
  const paidNetwork = new InMemorySubscriptionGateway();
  const networks = new InMemoryNetworkGateway();
  const contents = new InMemoryContentGateway();
  const comments = new InMemoryCommentGateway(contents);
  const defaults: Overrides = {
    [ports.NETWORK_GATEWAY]: networks,
    [ports.CUSTOM_FIELD_GATEWAY]: networks,
    [ports.IP_LOOKUP]: networks,
    [AUTH_ADAPTER]: new InMemoryAuthGateway(),
    [ports.MEMBERSHIP_GATEWAY]: new InMemoryMembershipGateway(),
    [ports.ACCOUNT_GATEWAY]: new InMemoryAccountGateway(),
    [ports.CONTENT_GATEWAY]: contents,
    [ports.CONTENT_FEED]: contents,
    [ports.COMMENT_GATEWAY]: comments,
    [REACTION_GATEWAY]: new InMemoryReactionGateway(contents, comments),
    [ports.NOTIFICATION_GATEWAY]: new InMemoryNotificationGateway(),
    [ports.CONVERSATION_GATEWAY]: new InMemoryConversationGateway(),
    [ports.CONVERSATION_MEMBERS_GATEWAY]: new InMemoryConversationMembersGateway(),
    [ports.PAGE_VISIBILITY]: new InMemoryPageVisibility(),
    [ports.WINDOW_SIGNALS]: new InMemoryWindowSignals(),
    [ports.PAGE_LEAVING]: new InMemoryPageLeaving(),
    [ports.LIVE_CHANNEL]: new InMemoryLiveChannel(),
    [ports.LIVE_LINK_DIALER]: new InMemoryLiveLinkDialer(),
    [ports.CREATIVITY_GATEWAY]: new InMemoryCreativityGateway(),
    [ports.SURVEY_GATEWAY]: new InMemorySurveyGateway(),
    [ports.COUPON_GATEWAY]: new InMemoryCouponGateway(),
    [ports.ANALYTICS_GATEWAY]: new InMemoryAnalyticsGateway(),
    [ports.ENGAGEMENT_GATEWAY]: new InMemoryEngagementGateway(),
    [ports.PLAN_GATEWAY]: paidNetwork,
    [ports.SUBSCRIPTION_GATEWAY]: paidNetwork,
    [ports.PAYMENT_METHOD_GATEWAY]: paidNetwork,
    [ports.INVOICE_GATEWAY]: paidNetwork,
    [ports.PAYMENT_GATEWAY]: new InMemoryPaymentGateway(),
    [ports.NEW_TAB_OPENER]: new InMemoryNewTabOpener(),
    [ports.SHARER]: new InMemorySharer(),
    [ports.TEXT_COPIER]: new InMemoryTextCopier(),
    [ports.THEME_DISPLAY]: new RecordingThemeDisplay(),
    // Pictures of the device: no canvas, and uploads a test moves by hand (progress, finish, fail).
    [PICTURE_RESIZER]: new InMemoryPictureResizer(),
    [PICTURE_UPLOADER]: new InMemoryPictureUploader(),
    [ports.IDENTITY_PROVIDER]: new ScriptedIdentityProvider(),
    [ports.EXTERNAL_NAVIGATOR]: new InMemoryExternalNavigator(),
    [ports.RANDOM_SOURCE]: new SequenceRandomSource(),
    [ports.DEVICE_IDENTITY]: new InMemoryDeviceIdentity(),
    [ports.ANALYTICS_TAG]: new RecordingAnalyticsTag(),
    // The page's web vitals, played by tests (`measure`), instead of the web-vitals chunk under jsdom.
    [PAGE_VITALS]: new RecordingMonitoring(),
  };
  const container = createContainer(readConfig({}, 'localhost', 'memory'), { ...defaults, ...overrides }, bindMemoryPlatform);
  // Refreshes like the server would, on the container's own token store, unless a test brings its own.
  if (!container.isBound(ports.TOKEN_REFRESHER)) {
    container.bind(ports.TOKEN_REFRESHER).toResolvedValue((tokens: ports.TokenStore) => new InMemoryTokenRefresher(tokens), [ports.TOKEN_STORE]);
  }
  return container;
}
