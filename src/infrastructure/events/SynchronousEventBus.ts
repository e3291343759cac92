import type { AppEvent, AppEventType, EventBus, EventOf } from '../../application/ports/EventBus';

/** The app's event bus, in production and in tests alike: every handler has run when `publish` returns. */
export class SynchronousEventBus implements EventBus {
  private readonly handlers = new Map<AppEventType, Set<(event: AppEvent) => void>>();

  /** `reportError` receives what a handler throws; by default it surfaces as an uncaught error. */
  constructor(private readonly reportError: (error: unknown) => void = rethrowLater) {}

  publish(event: AppEvent): void {
    // A copy, so handlers that subscribe or unsubscribe while handling do not change this delivery.
    for (const handler of [...(this.handlers.get(event.type) ?? [])]) {
      try {
        handler(event);
      } catch (error) {
        // One failing handler must not keep the event from the others, nor hide its own error.
        this.reportError(error);
      }
    }
  }

  subscribe<T extends AppEventType>(type: T, handler: (event: EventOf<T>) => void): () => void {
    const handlers = this.handlers.get(type) ?? new Set();
    this.handlers.set(type, handlers);
    // Only events of `type` are delivered to this handler, so it always receives an EventOf<T>.
    const deliver = (event: AppEvent) => {
      if (isOfType(event, type)) handler(event);
    };
    handlers.add(deliver);
    return () => handlers.delete(deliver);
  }
}

function isOfType<T extends AppEventType>(event: AppEvent, type: T): event is EventOf<T> {
  return event.type === type;
}

function rethrowLater(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}
