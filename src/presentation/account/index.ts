/** The account feature's public face: what other features may use of it. */
export { loadAccountMenuButton } from './loaders';
