import { InMemoryContentGateway } from '../../../../src/infrastructure/memory/InMemoryContentGateway';
import { BirthdateHolder } from '../../../../src/application/usecases/auth/BirthdateHolder';
import { CompleteLogin } from '../../../../src/application/usecases/auth/CompleteLogin';
import { EnterNetworkAfterLogin } from '../../../../src/application/usecases/auth/EnterNetworkAfterLogin';
import { PollExchange } from '../../../../src/application/usecases/auth/PollExchange';
import { SignInWithProviderToken } from '../../../../src/application/usecases/auth/SignInWithProviderToken';
import type { Membership } from '../../../../src/domain/membership/Membership';
import type { NetworkCustomization } from '../../../../src/domain/network/NetworkCustomization';
import { InMemoryAccountGateway } from '../../../../src/infrastructure/memory/InMemoryAccountGateway';
import { InMemoryAuthGateway } from '../../../../src/infrastructure/memory/InMemoryAuthGateway';
import { InMemoryCookieJar } from '../../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryExternalNavigator } from '../../../../src/infrastructure/memory/InMemoryExternalNavigator';
import { InMemoryMembershipGateway } from '../../../../src/infrastructure/memory/InMemoryMembershipGateway';
import { ManualClock } from '../../../../src/infrastructure/memory/ManualClock';
import { RecordingLocalePreference } from '../../../../src/infrastructure/memory/RecordingLocalePreference';
import { sampleMembership, sampleNetwork } from '../../../../src/infrastructure/memory/samples';
import { ScriptedIdentityProvider } from '../../../../src/infrastructure/memory/ScriptedIdentityProvider';
import { SequenceRandomSource } from '../../../../src/infrastructure/memory/SequenceRandomSource';
import { sessionHarness } from '../../harness';

/**
 * A guest on `network` with every port of the auth use cases in memory. The membership gateway
 * answers `me` with `member` once tokens exist, as the back end would for the new bearer.
 */
export function authHarness(options: { network?: NetworkCustomization; member?: Membership; initialPath?: string } = {}) {
  const network = options.network ?? sampleNetwork();
  const h = sessionHarness(network, options.initialPath ?? '/');
  const clock = new ManualClock();
  const auth = new InMemoryAuthGateway();
  const memberships = new InMemoryMembershipGateway(options.member ?? sampleMembership({ networkId: network.id }));
  const accounts = new InMemoryAccountGateway();
  const cookies = new InMemoryCookieJar();
  const locale = new RecordingLocalePreference('en');
  const identity = new ScriptedIdentityProvider();
  const external = new InMemoryExternalNavigator();
  const random = new SequenceRandomSource();
  const birthdate = new BirthdateHolder(h.localStore, h.session);
  const completeLogin = new CompleteLogin(h.tokens, memberships, birthdate, h.session, locale, cookies, new EnterNetworkAfterLogin(h.queries, h.navigator, new InMemoryContentGateway()), h.otherTabs);
  const pollExchange = new PollExchange(auth, clock);
  const signInWithProviderToken = new SignInWithProviderToken(auth, pollExchange, completeLogin);
  return {
    ...h,
    network,
    clock,
    auth,
    memberships,
    accounts,
    cookies,
    locale,
    identity,
    external,
    random,
    birthdate,
    completeLogin,
    pollExchange,
    signInWithProviderToken,
  };
}

export type Settled<T> = { state: 'pending' } | { state: 'resolved'; value: T } | { state: 'rejected'; error: unknown };

/**
 * Watches a promise without awaiting it, so a test can move the clock and look at where it is.
 * Attaching the handlers at once also keeps an expected rejection from being reported as unhandled.
 */
export function watch<T>(promise: Promise<T>): { readonly settled: Settled<T> } {
  const watcher: { settled: Settled<T> } = { settled: { state: 'pending' } };
  promise.then(
    (value) => (watcher.settled = { state: 'resolved', value }),
    (error: unknown) => (watcher.settled = { state: 'rejected', error }),
  );
  return watcher;
}

export const SAMPLE_TOKENS = { accessToken: 'access-token', refreshToken: 'refresh-token' };
