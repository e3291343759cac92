/** The network shell's public face: what other features may use of it. */
export type { NetworkShellPresenter } from './NetworkShellPresenter';
