import type { Connectivity } from '../../application/ports/Connectivity';

/** A connection a test takes away (`goOffline`) and gives back (`goOnline`). */
export class InMemoryConnectivity implements Connectivity {
  private isOnline = true;
  private waiting: (() => void)[] = [];

  online(): Promise<void> {
    if (this.isOnline) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  goOffline(): void {
    this.isOnline = false;
  }

  goOnline(): void {
    this.isOnline = true;
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}
