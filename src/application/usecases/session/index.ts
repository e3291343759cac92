/** The session use cases' public face: what other features' use cases may use of them. */
export { Logout } from './Logout';
