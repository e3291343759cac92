import { NetworkScope } from '../../src/application/session/NetworkScope';
import { Session } from '../../src/application/session/Session';
import { QueryRegistry } from '../../src/application/queries/QueryRegistry';
import type { NetworkCustomization } from '../../src/domain/network/NetworkCustomization';
import { SynchronousEventBus } from '../../src/infrastructure/events/SynchronousEventBus';
import { InMemoryKeyValueStore } from '../../src/infrastructure/memory/InMemoryKeyValueStore';
import { InMemoryNavigator } from '../../src/infrastructure/memory/InMemoryNavigator';
import { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';
import { InMemorySessionBroadcast } from '../../src/infrastructure/memory/InMemorySessionBroadcast';
import type { AppEvent } from '../../src/application/ports/EventBus';

/** A session over in-memory adapters, with every published event recorded. */
export function sessionHarness(network?: NetworkCustomization, initialPath = '/') {
  const scope = new NetworkScope();
  const tokens = new InMemoryTokenStore();
  const otherTabs = new InMemorySessionBroadcast();
  const localStore = new InMemoryKeyValueStore();
  const sessionStore = new InMemoryKeyValueStore();
  const events = new SynchronousEventBus();
  const published: AppEvent[] = [];
  for (const type of ['sessionExpired', 'forbiddenAccess'] as const) {
    events.subscribe(type, (event) => published.push(event));
  }
  const session = new Session(scope, tokens, localStore);
  const navigator = new InMemoryNavigator(initialPath);
  const queries = new QueryRegistry();
  if (network) session.enterNetwork(network);
  return { scope, tokens, localStore, sessionStore, events, published, session, navigator, queries, otherTabs };
}
