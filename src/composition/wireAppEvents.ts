import type { Container } from 'inversify';
import { EVENT_BUS, type EventBus } from '../application/ports/EventBus';
import { LOGOUT, type Logout } from '../application/usecases/Logout';
import { HANDLE_FORBIDDEN_ACCESS, type HandleForbiddenAccess } from '../application/usecases/HandleForbiddenAccess';

/** Connects the events the API edge reports to the use cases that handle them. */
export function wireAppEvents(container: Container): () => void {
  const events = container.get<EventBus>(EVENT_BUS);
  const stops = [
    events.subscribe('sessionExpired', () => container.get<Logout>(LOGOUT).execute()),
    events.subscribe('forbiddenAccess', (event) => container.get<HandleForbiddenAccess>(HANDLE_FORBIDDEN_ACCESS).execute(event.reason)),
  ];
  return () => stops.forEach((stop) => stop());
}
