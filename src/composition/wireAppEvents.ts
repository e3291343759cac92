import type { Container } from 'inversify';
import { EVENT_BUS, type EventBus } from '../application/ports/EventBus';
import { SESSION_BROADCAST, type SessionBroadcast } from '../application/ports/SessionBroadcast';
import { SESSION, type Session } from '../application/session/Session';
import type { FollowOtherTabs } from '../application/usecases/session/FollowOtherTabs';
import type { EndExpiredSession } from '../application/usecases/session/EndExpiredSession';
import { END_EXPIRED_SESSION, FOLLOW_OTHER_TABS } from '../application/lazyUseCaseTokens';
import { HANDLE_FORBIDDEN_ACCESS, type HandleForbiddenAccess } from '../application/usecases/session/HandleForbiddenAccess';
import { watchViewer } from '../presentation/kit/watchViewer';
import { PRESENTATION } from '../presentation/tokens';
import { LOAD_LIVE_MODULE } from './liveModuleToken';

/** Connects the events the API edge and the other tabs report to the use cases that handle them. */
export function wireAppEvents(container: Container): () => void {
  const events = container.get<EventBus>(EVENT_BUS);
  const stops = [
    events.subscribe('sessionExpired', (event) => void container.get<EndExpiredSession>(END_EXPIRED_SESSION).execute(event.networkId)),
    container.get<SessionBroadcast>(SESSION_BROADCAST).listen((change) => void container.get<FollowOtherTabs>(FOLLOW_OTHER_TABS).execute(change)),
    events.subscribe('forbiddenAccess', (event) => container.get<HandleForbiddenAccess>(HANDLE_FORBIDDEN_ACCESS).execute(event.reason, event.networkId)),
    // A member's after-login dialogs (their controller) and the live channel come with the visit's first membership
    // (restored or new): the live module then connects and disconnects the channel as members come and go.
    watchViewer(container.get<Session>(SESSION), (viewerId) => {
      if (viewerId === null) return;
      for (const load of [PRESENTATION.LoadProfileFlow, LOAD_LIVE_MODULE]) void container.get<() => Promise<void>>(load)();
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
