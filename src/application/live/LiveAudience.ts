import type { LiveEventData, LiveEventName } from '../../domain/live/LiveEvent';
import type { LiveChannel, LiveState } from '../ports/LiveChannel';

type EventListener = (data: never) => void;

/**
 * What every live channel does for those who listen to it: how it stands, and telling them of a change of state, of
 * each event by its name, and of a reset. The channel over sockets and the in-memory one extend it.
 */
export class LiveAudience implements Pick<LiveChannel, 'state' | 'onState' | 'on' | 'onReset'> {
  private current: LiveState = 'off';
  private readonly stateListeners = new Set<(state: LiveState) => void>();
  private readonly eventListeners = new Map<LiveEventName, Set<EventListener>>();
  private readonly resetListeners = new Set<() => void>();

  state(): LiveState {
    return this.current;
  }

  onState(listener: (state: LiveState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  on<Name extends LiveEventName>(name: Name, listener: (data: LiveEventData[Name]) => void): () => void {
    const listeners = this.eventListeners.get(name) ?? new Set<EventListener>();
    this.eventListeners.set(name, listeners);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  onReset(listener: () => void): () => void {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  /** How many listen (events, state and resets): none once every feature that listened has gone. */
  get listenerCount(): number {
    return [...this.eventListeners.values()].reduce((count, listeners) => count + listeners.size, this.stateListeners.size + this.resetListeners.size);
  }

  protected setState(state: LiveState): void {
    if (state === this.current) return;
    this.current = state;
    for (const listener of [...this.stateListeners]) listener(state);
  }

  protected tellEvent<Name extends LiveEventName>(name: Name, data: LiveEventData[Name]): void {
    for (const listener of [...(this.eventListeners.get(name) ?? [])]) (listener as (data: LiveEventData[Name]) => void)(data);
  }

  protected tellReset(): void {
    for (const listener of [...this.resetListeners]) listener();
  }
}
