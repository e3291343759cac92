/**
 * The chat's sign-in of spec §4 ("chat signed in if enabled"): the live channel signs in with the chat tokens every
 * sign-in saves through the token store (LiveCredentials); what is left here is forgetting them.
 */
export interface ChatGateway {
  /** Forgets the chat sign-in of `networkId` (this tab's, or another tab's sign-out there). */
  signOut(networkId: string): void;
}
export const CHAT_GATEWAY = Symbol.for('ChatGateway');
