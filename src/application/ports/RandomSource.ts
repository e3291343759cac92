/** Unguessable values (the SSO `state`); backed by crypto.getRandomValues in the browser. */
export interface RandomSource {
  token(bytes?: number): string;
}
export const RANDOM_SOURCE = Symbol.for('RandomSource');
