import type { Monitoring } from '../../application/ports/Monitoring';

/** The demo's monitoring: no service behind it, it says on the console when it would run. */
export class ConsoleMonitoring implements Monitoring {
  private running = false;

  start(): void {
    if (this.running) return;
    this.running = true;
    console.info('monitoring started');
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    console.info('monitoring stopped');
  }
}
