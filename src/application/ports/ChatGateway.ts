/** The network's chat service, signed in after login when the network has chat (spec §4). */
export interface ChatGateway {
  signIn(chatToken: string): Promise<void>;
  /** Forgets the chat sign-in of `networkId` (this tab's, or another tab's sign-out there). */
  signOut(networkId: string): void;
}
export const CHAT_GATEWAY = Symbol.for('ChatGateway');
