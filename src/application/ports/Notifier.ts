/** Toasts. Messages are already translated or come from the server. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}
export const NOTIFIER = Symbol.for('Notifier');
