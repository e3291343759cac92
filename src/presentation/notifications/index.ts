/** The notifications feature's public face: what other features may use of it. */
export type { NotificationCenter } from './NotificationCenter';
export { NotificationSummary } from './NotificationSummary';
