/** The network's chat service, signed in after login when the network has chat (spec §4). */
export interface ChatGateway {
  signIn(chatToken: string): Promise<void>;
  signOut(): void;
}
export const CHAT_GATEWAY = Symbol.for('ChatGateway');
