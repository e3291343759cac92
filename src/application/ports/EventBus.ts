/**
 * Domain events that are not state: who is signed in is the session's observable state (`watchViewer`), never an
 * event here.
 */
export type AppEvent =
  /** The server refused the network's refresh token: its member must be logged out. */
  | { type: 'sessionExpired'; networkId: string }
  /** A 403 AccessDenied answer (api-contract.md) to a call of `networkId`: the visitor may not read that network. */
  | { type: 'forbiddenAccess'; reason: string | null; networkId: string | null };

export type AppEventType = AppEvent['type'];
export type EventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>;

export interface EventBus {
  publish(event: AppEvent): void;
  subscribe<T extends AppEventType>(type: T, handler: (event: EventOf<T>) => void): () => void;
}
export const EVENT_BUS = Symbol.for('EventBus');
