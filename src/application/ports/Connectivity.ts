/** Whether the browser has a connection, as far as it knows. */
export interface Connectivity {
  /** Resolves once the browser is online: at once when it is, else when it comes back. */
  online(): Promise<void>;
}
export const CONNECTIVITY = Symbol.for('Connectivity');
