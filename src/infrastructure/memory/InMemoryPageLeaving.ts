import type { LeaveGuard, PageLeaving } from '../../application/ports/PageLeaving';

/** A page a test leaves: reloads or closes (`unload`), or moves to another page of the app (`moveTo`). */
export class InMemoryPageLeaving implements PageLeaving {
  private readonly guards = new Set<LeaveGuard>();
  /** The moves made, at once or once resumed. */
  readonly moves: string[] = [];

  guard(guard: LeaveGuard): () => void {
    this.guards.add(guard);
    return () => this.guards.delete(guard);
  }

  /** Reloading or closing the tab: whether the browser would ask first. */
  unload(): boolean {
    return this.blockingGuard() !== undefined;
  }

  /** A move to `path`: made at once, or held by a blocking guard until it resumes it. Whether it was held. */
  moveTo(path: string): boolean {
    const move = () => void this.moves.push(path);
    const guard = this.blockingGuard();
    if (guard) guard.leaveAttempted(move);
    else move();
    return guard !== undefined;
  }

  /** How many guards there are: none while nothing would be lost, nor once the screen has gone. */
  get guardCount(): number {
    return this.guards.size;
  }

  private blockingGuard(): LeaveGuard | undefined {
    return [...this.guards].find((guard) => guard.blocking);
  }
}
