import { ChangeListeners } from './ChangeListeners';

interface RecordsHost<T> {
  read(): T[];
  write(records: T[]): void;
}

/**
 * The latest records of a kind the fake back end keeps in its state (the codes it "sent", the telemetry it
 * received), at most `capacity`: older ones are dropped so the saved state stays small. `list()` returns the
 * same array until something changes (for `useSyncExternalStore`).
 */
export class RecentRecords<T> {
  private readonly changes = new ChangeListeners();
  private snapshot: readonly T[] | null = null;

  constructor(
    private readonly host: RecordsHost<T>,
    private readonly capacity: number,
  ) {}

  /** Newest first. */
  list = (): readonly T[] => {
    if (this.snapshot === null) this.snapshot = [...this.host.read()].reverse();
    return this.snapshot;
  };

  add(records: readonly T[]): void {
    this.host.write([...this.host.read(), ...records].slice(-this.capacity));
    this.notify();
  }

  clear(): void {
    this.host.write([]);
    this.notify();
  }

  subscribe = (listener: () => void): (() => void) => this.changes.subscribe(listener);

  /** Called after any change, including the back end replacing its whole state. */
  notify(): void {
    this.snapshot = null;
    this.changes.notify();
  }
}
