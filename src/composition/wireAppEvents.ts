import type { Container } from 'inversify';
import { reaction } from 'mobx';
import { EVENT_BUS, type EventBus } from '../application/ports/EventBus';
import { SESSION_BROADCAST, type SessionBroadcast } from '../application/ports/SessionBroadcast';
import { SESSION, type Session } from '../application/session/Session';
import type { FollowOtherTabs } from '../application/usecases/FollowOtherTabs';
import { FOLLOW_OTHER_TABS } from '../application/usecases/lazyUseCaseTokens';
import { LOGOUT } from '../application/usecases/lazyUseCaseTokens';
import type { Logout } from '../application/usecases/Logout';
import { HANDLE_FORBIDDEN_ACCESS, type HandleForbiddenAccess } from '../application/usecases/HandleForbiddenAccess';
import { PRESENTATION } from '../presentation/tokens';

/** Connects the events the API edge and the other tabs report to the use cases that handle them. */
export function wireAppEvents(container: Container): () => void {
  const events = container.get<EventBus>(EVENT_BUS);
  const stops = [
    // A refresh refused for a network the visitor has left since is that network's business only.
    events.subscribe('sessionExpired', (event) => {
      if (event.networkId === container.get<Session>(SESSION).networkId) void container.get<Logout>(LOGOUT).execute();
    }),
    container.get<SessionBroadcast>(SESSION_BROADCAST).listen((change) => void container.get<FollowOtherTabs>(FOLLOW_OTHER_TABS).execute(change)),
    events.subscribe('forbiddenAccess', (event) => container.get<HandleForbiddenAccess>(HANDLE_FORBIDDEN_ACCESS).execute(event.reason)),
    // A member's after-login dialogs: their controller comes with the visit's first membership (restored or new).
    reaction(
      () => container.get<Session>(SESSION).membership !== null,
      (isMember) => {
        if (isMember) void container.get<() => Promise<void>>(PRESENTATION.LoadProfileFlow)();
      },
      { fireImmediately: true },
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
