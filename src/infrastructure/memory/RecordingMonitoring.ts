import type { Monitoring } from '../../application/ports/Monitoring';

/** Monitoring for tests: records every start and stop, in order. */
export class RecordingMonitoring implements Monitoring {
  readonly calls: ('start' | 'stop')[] = [];

  get running(): boolean {
    return this.calls.at(-1) === 'start';
  }

  start(): void {
    this.calls.push('start');
  }

  stop(): void {
    this.calls.push('stop');
  }
}
