/** The chat feature's public face: what other features may use of it. */
export type { ChatListPresenter, ConversationItem } from './ChatListPresenter';
export { NewConversationDialog } from './NewConversationDialog';
