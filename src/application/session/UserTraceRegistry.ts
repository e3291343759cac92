/** One feature's traces of the member on a network (drafts, a step under way, its chat sign-in), forgotten at logout. */
export type ForgetTraces = (networkId: string) => void;

/**
 * Spec §4 Logout: every stored trace of the user on the network goes. Each feature registers what it keeps (the
 * composition root does, for every feature, whether its screens have loaded or not: drafts outlive the page), so
 * Logout forgets them all without knowing any feature's storage.
 */
export class UserTraceRegistry {
  private readonly forgetters: ForgetTraces[] = [];

  register(forget: ForgetTraces): void {
    this.forgetters.push(forget);
  }

  forgetAll(networkId: string): void {
    for (const forget of this.forgetters) forget(networkId);
  }
}
export const USER_TRACE_REGISTRY = Symbol.for('UserTraceRegistry');
