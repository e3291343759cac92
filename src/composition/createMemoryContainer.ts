import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { InMemoryAccountGateway } from '../infrastructure/memory/InMemoryAccountGateway';
import { InMemoryAnalyticsGateway } from '../infrastructure/memory/InMemoryAnalyticsGateway';
import { InMemoryAuthGateway } from '../infrastructure/memory/InMemoryAuthGateway';
import { InMemoryContentGateway } from '../infrastructure/memory/InMemoryContentGateway';
import { InMemoryCreativityGateway } from '../infrastructure/memory/InMemoryCreativityGateway';
import { InMemoryEngagementGateway } from '../infrastructure/memory/InMemoryEngagementGateway';
import { InMemoryMembershipGateway } from '../infrastructure/memory/InMemoryMembershipGateway';
import { InMemoryNetworkGateway } from '../infrastructure/memory/InMemoryNetworkGateway';
import { InMemorySubscriptionGateway } from '../infrastructure/memory/InMemorySubscriptionGateway';
import { ScriptedIdentityProvider } from '../infrastructure/memory/ScriptedIdentityProvider';
import { InMemoryExternalNavigator } from '../infrastructure/memory/InMemoryExternalNavigator';
import { SequenceRandomSource } from '../infrastructure/memory/SequenceRandomSource';
import { InMemoryDeviceIdentity } from '../infrastructure/memory/InMemoryDeviceIdentity';
import { RecordingAnalyticsTag } from '../infrastructure/memory/RecordingAnalyticsTag';
import { readConfig } from './config';
import { createContainer, type Overrides, type Platform } from './createContainer';
import { NETWORK_SCOPE, type NetworkScope } from '../application/session/NetworkScope';
import { PRESENTATION } from '../presentation/tokens';
import { InMemoryKeyValueStore } from '../infrastructure/memory/InMemoryKeyValueStore';
import { InMemoryCookieJar } from '../infrastructure/memory/InMemoryCookieJar';
import { InMemoryTokenStore } from '../infrastructure/memory/InMemoryTokenStore';
import { InMemoryNavigator } from '../infrastructure/memory/InMemoryNavigator';
import { RecordingNotifier } from '../infrastructure/memory/RecordingNotifier';
import { RecordingChatGateway } from '../infrastructure/memory/RecordingChatGateway';

/** No browser: storage, cookies, toasts and navigation are recorded in memory. */
const bindMemoryPlatform: Platform = (container) => {
  container.bind(ports.LOCAL_STORE).toConstantValue(new InMemoryKeyValueStore());
  container.bind(ports.SESSION_STORE).toConstantValue(new InMemoryKeyValueStore());
  container.bind(ports.COOKIE_JAR).toConstantValue(new InMemoryCookieJar());
  container.bind(ports.NOTIFIER).toConstantValue(new RecordingNotifier());
  container.bind(ports.CHAT_GATEWAY).toConstantValue(new RecordingChatGateway());
  container.bind(ports.TOKEN_STORE).toResolvedValue((scope: NetworkScope) => new InMemoryTokenStore(scope), [NETWORK_SCOPE]);
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
  const defaults: Overrides = {
    [ports.TOKEN_REFRESHER]: { refresh: async () => false } satisfies ports.TokenRefresher,
    [ports.NETWORK_GATEWAY]: new InMemoryNetworkGateway(),
    [ports.AUTH_GATEWAY]: new InMemoryAuthGateway(),
    [ports.MEMBERSHIP_GATEWAY]: new InMemoryMembershipGateway(),
    [ports.ACCOUNT_GATEWAY]: new InMemoryAccountGateway(),
    [ports.CONTENT_GATEWAY]: new InMemoryContentGateway(),
    [ports.CREATIVITY_GATEWAY]: new InMemoryCreativityGateway(),
    [ports.ANALYTICS_GATEWAY]: new InMemoryAnalyticsGateway(),
    [ports.ENGAGEMENT_GATEWAY]: new InMemoryEngagementGateway(),
    [ports.SUBSCRIPTION_GATEWAY]: new InMemorySubscriptionGateway(),
    [ports.IDENTITY_PROVIDER]: new ScriptedIdentityProvider(),
    [ports.EXTERNAL_NAVIGATOR]: new InMemoryExternalNavigator(),
    [ports.RANDOM_SOURCE]: new SequenceRandomSource(),
    [ports.DEVICE_IDENTITY]: new InMemoryDeviceIdentity(),
    [ports.ANALYTICS_TAG]: new RecordingAnalyticsTag(),
  };
  return createContainer(readConfig({}, 'localhost', 'memory'), { ...defaults, ...overrides }, bindMemoryPlatform);
}
