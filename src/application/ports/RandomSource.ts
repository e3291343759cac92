/** Unguessable values (the SSO `state`) and chance (the jitter of back-off waits); crypto.getRandomValues in the browser. */
export interface RandomSource {
  token(bytes?: number): string;
  /** A number in [0, 1). */
  fraction(): number;
}
export const RANDOM_SOURCE = Symbol.for('RandomSource');
