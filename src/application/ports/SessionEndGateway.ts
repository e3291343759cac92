/** Ends a session on the server: its refresh token stops working. */
export interface SessionEndGateway {
  /** Ends the session of `refreshToken` on `networkId`: the network it was signed in on, whichever is shown by then. */
  logout(refreshToken: string, networkId: string): Promise<void>;
}
export const SESSION_END_GATEWAY = Symbol.for('SessionEndGateway');
