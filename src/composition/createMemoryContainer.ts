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
import { readConfig } from './config';
import { createContainer, type Overrides } from './createContainer';

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
  };
  return createContainer(readConfig({}, 'localhost', 'memory'), { ...defaults, ...overrides });
}
