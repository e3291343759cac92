import type { PresenterFactory, PresenterToken } from '../../src/presentation/tokens';
import type { Overrides } from '../../src/composition/createContainer';
import { createMemoryContainer } from '../../src/composition/createMemoryContainer';
import { bindProfileFlow } from '../../src/composition/profileFlowModule';
// Loaded here, not on demand: the after-login flow imports it when a member's dialogs are done, and an import still
// under way when a test file ends fails the run (the environment is gone).
import '../../src/composition/adsModule';
// Likewise the live channel's module, which a member's arrival loads (wireAppEvents).
import '../../src/composition/liveModule';
// Likewise the community's module, which a member's header loads for the unread count (AccountMenuButton), and the
// sign-in modal's MUI parts, which it fetches ahead on the first pointer in it (AuthDialog).
import '../../src/composition/contentModule';
import '../../src/presentation/auth/steps/MuiSteps';
import '../../src/presentation/auth/steps/SideDialogs';
import { wireAppEvents } from '../../src/composition/wireAppEvents';
import * as ports from '../../src/application/ports';
import { STORAGE_KEYS } from '../../src/application/ports/KeyValueStore';
import { APP_VERSION } from '../../src/domain/version/AppVersion';
import { SESSION, type Session } from '../../src/application/session/Session';
import type { NetworkCustomization } from '../../src/domain/network/NetworkCustomization';
import type { Content } from '../../src/domain/content/Content';
import type { Membership } from '../../src/domain/membership/Membership';
import { InMemoryContentGateway } from '../../src/infrastructure/memory/InMemoryContentGateway';
import { InMemoryMembershipGateway } from '../../src/infrastructure/memory/InMemoryMembershipGateway';
import { InMemoryNetworkGateway } from '../../src/infrastructure/memory/InMemoryNetworkGateway';
import { InMemoryNavigator } from '../../src/infrastructure/memory/InMemoryNavigator';
import { RecordingNotifier } from '../../src/infrastructure/memory/RecordingNotifier';
import type { InMemoryTokenStore } from '../../src/infrastructure/memory/InMemoryTokenStore';

/** The real composition root in the memory profile, with scripted gateways swapped in. */
/** `storedVersion`: the app version a previous visit left (default: this version, so nothing changes). */
export function memoryApp(options: { networks: NetworkCustomization[]; contents?: Content[]; membership?: Membership | null; path?: string; overrides?: Overrides; storedVersion?: string | null }) {
  const networks = new InMemoryNetworkGateway(options.networks);
  const contents = new InMemoryContentGateway({ contents: options.contents ?? [] });
  const memberships = new InMemoryMembershipGateway(options.membership ?? null);
  const navigator = new InMemoryNavigator(options.path ?? '/');
  const notifier = new RecordingNotifier();
  const container = createMemoryContainer({
    [ports.NETWORK_GATEWAY]: networks,
    [ports.CUSTOM_FIELD_GATEWAY]: networks,
    [ports.IP_LOOKUP]: networks,
    [ports.CONTENT_GATEWAY]: contents,
    [ports.CONTENT_FEED]: contents,
    [ports.MEMBERSHIP_GATEWAY]: memberships,
    [ports.NAVIGATOR]: navigator,
    [ports.NOTIFIER]: notifier,
    ...options.overrides,
  });
  wireAppEvents(container);
  // As once a member has come: the after-login dialogs' controller is bound (its chunk's own test shows when it loads).
  bindProfileFlow(container);
  const localStore = container.get<ports.KeyValueStore>(ports.LOCAL_STORE);
  const storedVersion = options.storedVersion === undefined ? APP_VERSION : options.storedVersion;
  if (storedVersion !== null) localStore.set(STORAGE_KEYS.appVersion, storedVersion);
  return {
    container,
    networks,
    contents,
    memberships,
    navigator,
    notifier,
    session: container.get<Session>(SESSION),
    tokens: container.get<InMemoryTokenStore>(ports.TOKEN_STORE),
    events: container.get<ports.EventBus>(ports.EVENT_BUS),
    localStore,
    get<T>(token: symbol): T {
      return container.get<T>(token);
    },
    /** A presenter, made the way a screen's `usePresenter` makes it. */
    presenter<P, A extends unknown[]>(token: PresenterToken<P, A>, ...args: A): P {
      return container.get<PresenterFactory<P, A>>(token)(...args);
    },
  };
}
