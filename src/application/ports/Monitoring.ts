/**
 * Error and performance monitoring of the visit: runs only while the visitor accepts the
 * 'performance' cookies (spec §4). Starting or stopping twice in a row changes nothing.
 */
export interface Monitoring {
  start(): void;
  stop(): void;
}
export const MONITORING = Symbol.for('Monitoring');
