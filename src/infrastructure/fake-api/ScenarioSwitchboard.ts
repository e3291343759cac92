import { ChangeListeners } from './ChangeListeners';
import { DEFAULT_SCENARIOS, type Scenarios } from './Scenarios';

interface ScenarioHost {
  readScenarios(): Scenarios;
  writeScenarios(next: Scenarios): void;
}

/**
 * Reads and flips the QA scenarios. The scenarios live inside the fake state (so they survive a page
 * reload in demo mode); `get()` returns the same object until something changes, which lets React read
 * it with `useSyncExternalStore`.
 */
export class ScenarioSwitchboard {
  private readonly changes = new ChangeListeners();

  constructor(private readonly host: ScenarioHost) {}

  get(): Readonly<Scenarios> {
    return this.host.readScenarios();
  }

  set(partial: Partial<Scenarios>): void {
    const current = this.host.readScenarios();
    const next: Scenarios = { ...current, ...partial };
    // Counters never go negative, whatever a caller sends.
    next.signInSynchronizingTimes = wholeOrZero(next.signInSynchronizingTimes);
    next.unauthorizedStorm = wholeOrZero(next.unauthorizedStorm);
    next.latencyMs = wholeOrZero(next.latencyMs);
    this.host.writeScenarios(next);
    this.notify();
  }

  reset(): void {
    this.host.writeScenarios({ ...DEFAULT_SCENARIOS });
    this.notify();
  }

  /** Arrow function so it can be handed to `useSyncExternalStore` unbound. */
  subscribe = (listener: () => void): (() => void) => this.changes.subscribe(listener);

  /** Called by the back end after it replaced the whole state (reset). */
  notify(): void {
    this.changes.notify();
  }
}

function wholeOrZero(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
