import { Logout } from '../../../../src/application/usecases/session/Logout';
import { UserTraceRegistry } from '../../../../src/application/session/UserTraceRegistry';
import { registerUserTraces } from '../../../../src/composition/registerUserTraces';
import { InMemoryAuthGateway } from '../../../../src/infrastructure/memory/InMemoryAuthGateway';
import { InMemoryConnectivity } from '../../../../src/infrastructure/memory/InMemoryConnectivity';
import { RecordingChatGateway } from '../../../../src/infrastructure/memory/RecordingChatGateway';
import type { sessionHarness } from '../../harness';

/** Logout on a session harness, forgetting what the composition root registers for every feature. */
export function logoutOn(
  h: ReturnType<typeof sessionHarness>,
  { auth = new InMemoryAuthGateway(), chat = new RecordingChatGateway(), connectivity = new InMemoryConnectivity() } = {},
): Logout {
  const traces = new UserTraceRegistry();
  registerUserTraces(traces, h.localStore, h.sessionStore, chat);
  return new Logout(h.session, h.tokens, auth, traces, h.queries, h.navigator, h.otherTabs, connectivity);
}
