import { makeAutoObservable, runInAction } from 'mobx';
import type { ConversationGateway } from '../../application/ports/ConversationGateway';
import type { LiveChannel } from '../../application/ports/LiveChannel';
import type { Navigator } from '../../application/ports/Navigator';
import type { Session } from '../../application/session/Session';
import type { CreateConversation } from '../../application/usecases/chat/CreateConversation';
import type { DeleteConversation } from '../../application/usecases/chat/DeleteConversation';
import { newestActivityFirst, type ChatMessage, type Conversation } from '../../domain/chat/Conversation';
import { INPUT_LIMITS, isOverLimit } from '../../domain/input/InputLimits';
import { conversationPath, NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { MemberAbilities } from '../../domain/roles/MemberAbilities';
import { errorMessageOf } from '../kit/errorMessage';
import { lengthNote, type FieldNote } from '../kit/lengthNote';
import { Lifetime } from '../kit/Lifetime';
import { watchViewer } from '../kit/watchViewer';
import { writeOptimistically } from '../kit/optimistic';
import type { I18n } from '../i18n/I18n';
import { formatChatTime } from './chatTime';

/** Who may use the chat here: a network without chat, a guest (asked to sign in), or a member. */
export type ChatGate = 'noChat' | 'guest' | 'open';

/** A row of the conversation list. */
export interface ConversationItem {
  id: string;
  title: string;
  /** "Giulia Verdi: See you at 7:30", or that nothing was said yet. */
  preview: string;
  unread: number;
  /** When the last message was sent ("14:05", "Yesterday", a date), or '' without any. */
  when: string;
  /** How long ago the last message was sent ("2 hours ago"), or '' without any. */
  age: string;
  memberCount: number;
  /** Created here, not yet confirmed by the server: not opened until it is. */
  pending: boolean;
}

/** The "New conversation" dialog. */
export interface ConversationForm {
  title: string;
  error: string;
}

/**
 * `/:slug/chat`: the network's conversations, newest activity first, with their unread counts;
 * managers create one (spec §6) in a dialog, and a deletion asked from a conversation happens here, both
 * optimistic (common/optimistic). One list per app: it stays as it was while the member moves between
 * conversations, and reloads each time the chat opens and whenever the viewer changes (a guest signs in on the
 * page; another member signs in): one member's list never shows to the next.
 */
export class ChatListPresenter {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  loadFailure = '';
  private conversations: Conversation[] = [];
  form: ConversationForm | null = null;
  /** A deletion the server refused, with its retry. */
  deleteFailure: { message: string; retry: () => void } | null = null;
  /** The conversation the manager area's confirm dialog asks about (kept while the dialog closes). */
  deletion: { id: string; title: string } | null = null;
  confirmOpen = false;
  private readonly pendingIds = new Set<string>();
  /** When this app created its conversations (the wire has no creation date): they rank by it until a message. */
  private readonly createdHere = new Map<string, string>();
  /** Whose list `conversations` is: the member's id, or null for none. */
  private viewerId: string | null = null;
  private readonly lifetime = new Lifetime();
  private created = 0;
  /** Conversations open on screen: they mark their own messages read. */
  private readonly openIds = new Set<string>();

  constructor(
    private readonly chat: Pick<ConversationGateway, 'list'>,
    private readonly createConversation: Pick<CreateConversation, 'execute'>,
    private readonly removeConversation: Pick<DeleteConversation, 'execute'>,
    private readonly session: Pick<Session, 'membership' | 'network'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly i18n: I18n,
    private readonly clock: { now(): number },
    /** What happens in the chat as it happens (api-contract.md Live events). */
    private readonly live: Pick<LiveChannel, 'on' | 'onReset'>,
  ) {
    makeAutoObservable<ChatListPresenter, 'chat' | 'createConversation' | 'removeConversation' | 'session' | 'navigator' | 'i18n' | 'clock' | 'live' | 'lifetime' | 'pendingIds' | 'createdHere' | 'viewerId' | 'openIds'>(
      this,
      { chat: false, createConversation: false, removeConversation: false, session: false, navigator: false, i18n: false, clock: false, live: false, lifetime: false, pendingIds: false, createdHere: false, viewerId: false, openIds: false },
      { autoBind: true },
    );
  }

  get gate(): ChatGate {
    if (!this.session.network?.features.chat) return 'noChat';
    return this.session.membership ? 'open' : 'guest';
  }

  get abilities(): MemberAbilities {
    return new MemberAbilities(this.session.membership);
  }

  /** Only managers see "New conversation" (spec §6). */
  get canCreate(): boolean {
    return this.abilities.canCreateConversations;
  }

  get items(): ConversationItem[] {
    const now = this.clock.now();
    return this.conversations.map((conversation) => ({
      id: conversation.id,
      title: conversation.title,
      preview: conversation.lastMessage ? `${conversation.lastMessage.senderName}: ${conversation.lastMessage.body}` : this.i18n.t('chat.list.noMessages'),
      unread: conversation.unread,
      when: conversation.lastMessage ? formatChatTime(conversation.lastMessage.createdAt, now, this.i18n) : '',
      age: conversation.lastMessage ? this.i18n.formatAge(conversation.lastMessage.createdAt, now) : '',
      memberCount: conversation.memberCount,
      pending: this.pendingIds.has(conversation.id),
    }));
  }

  /** The tab's page name: the open conversation's title, or "Chat". */
  pageName(conversationId: string | null): string {
    return (conversationId && this.conversation(conversationId)?.title) || this.i18n.t('chat.title');
  }

  conversation(conversationId: string): Conversation | null {
    return this.conversations.find((conversation) => conversation.id === conversationId) ?? null;
  }

  /** Spec §6: its admins and managers may delete a conversation; others do not see the control. */
  canDelete(conversationId: string): boolean {
    const conversation = this.conversation(conversationId);
    return conversation !== null && !this.pendingIds.has(conversationId) && this.abilities.canDeleteConversation(conversation);
  }

  mount(): () => void {
    this.lifetime.begin();
    // One list per app, shown by the chat and by the manager area: a dialog or a failure of one is not the other's.
    this.form = null;
    this.confirmOpen = false;
    this.deleteFailure = null;
    // The page is not mounted again when a guest signs in on it, or when another member signs in.
    const stopWatchingViewer = watchViewer(this.session, (viewerId) => this.viewerChanged(viewerId));
    const stopLive = [
      this.live.on('message.created', this.liveMessage),
      this.live.on('conversation.created', this.conversationChanged),
      this.live.on('conversation.updated', this.conversationChanged),
      this.live.on('conversation.deleted', ({ id }) => this.conversationGone(id)),
      this.live.onReset(() => void this.refetch()),
    ];
    return () => {
      stopWatchingViewer();
      for (const stop of stopLive) stop();
      this.lifetime.end(new Error('Component unmounted'));
    };
  }

  /** A conversation is on screen until the function returned is called: its messages are read as they come. */
  conversationOpened(conversationId: string): () => void {
    this.openIds.add(conversationId);
    return () => this.openIds.delete(conversationId);
  }

  /** A message in any of the member's conversations: it leads the list, and counts as unread unless open or mine. */
  private liveMessage(message: ChatMessage): void {
    this.messageArrived(message);
    if (message.senderId === this.session.membership?.id || this.openIds.has(message.conversationId)) return;
    this.replace(message.conversationId, (conversation) => ({ ...conversation, unread: conversation.unread + 1 }));
  }

  /** A conversation made or changed (elsewhere, or renamed here), as the server has it for this member (an open one stays read). */
  conversationChanged(changed: Conversation): void {
    const known = this.conversation(changed.id) !== null;
    const next = this.openIds.has(changed.id) ? { ...changed, unread: 0 } : changed;
    this.conversations = this.ordered(known ? this.conversations.map((conversation) => (conversation.id === changed.id ? next : conversation)) : [...this.conversations, next]);
  }

  retryLoadClicked(): void {
    void this.load();
  }

  /** The members panel changed who takes part in a conversation, or who administers it. */
  membersChanged(conversationId: string, members: Pick<Conversation, 'memberCount' | 'adminIds'>): void {
    this.replace(conversationId, (conversation) => ({ ...conversation, memberCount: members.memberCount, adminIds: [...members.adminIds] }));
  }

  /** An open conversation has been read: its count goes. */
  conversationRead(conversationId: string): void {
    this.replace(conversationId, (conversation) => ({ ...conversation, unread: 0 }));
  }

  /** An open conversation turned out to be gone (deleted by someone else): it leaves the list. */
  conversationGone(conversationId: string): void {
    this.conversations = this.conversations.filter((conversation) => conversation.id !== conversationId);
  }

  /** A message reached an open conversation: it becomes its last one, and the list's order follows. */
  messageArrived(message: ChatMessage): void {
    this.replace(message.conversationId, (conversation) =>
      conversation.lastMessage && conversation.lastMessage.createdAt > message.createdAt ? conversation : { ...conversation, lastMessage: message },
    );
    this.conversations = this.ordered(this.conversations);
  }

  newConversationClicked(): void {
    if (this.canCreate) this.form = { title: '', error: '' };
  }

  /** Under the new conversation's title: its problem, else its counter near the 100-character limit. */
  get titleNote(): FieldNote {
    // A blank line when there is nothing to say, so the dialog does not jump when something is.
    return lengthNote(this.i18n, this.form?.title ?? '', INPUT_LIMITS.name, { problem: this.form?.error, hint: ' ' });
  }

  titleTyped(title: string): void {
    if (this.form) this.form = { title, error: '' };
  }

  formClosed(): void {
    this.form = null;
  }

  /**
   * The new conversation shows at the top at once; the server's answer replaces it and the member is taken
   * into it (unless `openIt` is false: the manager area stays on its list), or it goes and the dialog opens
   * again with the title and why it was refused.
   */
  async createSubmitted({ openIt = true }: { openIt?: boolean } = {}): Promise<void> {
    const form = this.form;
    if (!form) return;
    const title = form.title.trim();
    if (!title) {
      this.form = { title: form.title, error: this.i18n.t('chat.create.titleRequired') };
      return;
    }
    if (isOverLimit(title, INPUT_LIMITS.name)) return;
    this.form = null;
    const viewerId = this.viewerId;
    const localId = `local-conversation-${++this.created}`;
    const outcome = await writeOptimistically({
      apply: () => {
        this.pendingIds.add(localId);
        this.createdHere.set(localId, new Date(this.clock.now()).toISOString());
        this.conversations = [{ id: localId, title, adminIds: [this.session.membership?.id ?? ''], memberCount: 1, lastMessage: null, unread: 0 }, ...this.conversations];
        return () => {
          this.pendingIds.delete(localId);
          this.createdHere.delete(localId);
          this.conversations = this.conversations.filter((conversation) => conversation.id !== localId);
        };
      },
      send: () => this.createConversation.execute(title),
      confirm: (conversation) => {
        this.pendingIds.delete(localId);
        const createdAt = this.createdHere.get(localId);
        this.createdHere.delete(localId);
        if (createdAt) this.createdHere.set(conversation.id, createdAt);
        this.conversations = this.conversations.map((candidate) => (candidate.id === localId ? conversation : candidate));
      },
      refetch: this.refetch,
    });
    runInAction(() => {
      if (!this.stillFor(viewerId)) return;
      if (!outcome.ok) this.form = { title, error: errorMessageOf(outcome.error, this.i18n) };
      else if (openIt) this.navigator.goTo(conversationPath(outcome.answer.id));
    });
  }

  /** The manager area's Delete: a confirm dialog first. */
  deleteAsked(conversationId: string): void {
    const conversation = this.conversation(conversationId);
    if (!conversation || !this.canDelete(conversationId)) return;
    this.deletion = { id: conversationId, title: conversation.title };
    this.confirmOpen = true;
  }

  deletionCancelled(): void {
    this.confirmOpen = false;
  }

  deletionConfirmed(): void {
    this.confirmOpen = false;
    if (this.deletion) void this.deleteConversation(this.deletion.id, { backToList: false });
  }

  /**
   * Asked from the conversation (after its confirmation) or from the manager area: it leaves the list at once;
   * from the conversation, the member goes to the list (`backToList`).
   */
  async deleteConversation(conversationId: string, { backToList = true }: { backToList?: boolean } = {}): Promise<void> {
    if (!this.canDelete(conversationId)) return;
    this.deleteFailure = null;
    if (backToList) this.navigator.goTo(NETWORK_PATHS.chat);
    const viewerId = this.viewerId;
    const outcome = await writeOptimistically({
      apply: () => {
        const before = this.conversations;
        this.conversations = before.filter((conversation) => conversation.id !== conversationId);
        return () => {
          // Another member signed in meanwhile: the previous member's list never comes back.
          if (this.stillFor(viewerId)) this.conversations = before;
        };
      },
      send: () => this.removeConversation.execute(conversationId),
      refetch: this.refetch,
    });
    if (!outcome.ok && this.stillFor(viewerId)) {
      runInAction(() => (this.deleteFailure = { message: errorMessageOf(outcome.error, this.i18n), retry: () => void this.deleteConversation(conversationId, { backToList }) }));
    }
  }

  retryDeleteClicked(): void {
    this.deleteFailure?.retry();
  }

  /** A new viewer starts from an empty list (and no dialog or failure of the previous one); a member's loads. */
  private viewerChanged(viewerId: string | null): void {
    if (viewerId !== this.viewerId) {
      this.viewerId = viewerId;
      this.conversations = [];
      this.pendingIds.clear();
      this.createdHere.clear();
      this.status = 'loading';
      this.loadFailure = '';
      this.form = null;
      this.confirmOpen = false;
      this.deletion = null;
      this.deleteFailure = null;
    }
    if (this.gate === 'open') void this.load();
  }

  /** Whether an answer asked for `viewerId` still belongs here (nobody else signed in meanwhile). */
  private stillFor(viewerId: string | null): boolean {
    return viewerId === this.viewerId;
  }

  private async load(): Promise<void> {
    if (this.conversations.length === 0) this.status = 'loading';
    const viewerId = this.viewerId;
    try {
      const conversations = await this.chat.list();
      runInAction(() => {
        if (!this.stillFor(viewerId)) return;
        this.conversations = this.ordered(conversations);
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        // A list already shown stays; only a first load that failed says so.
        if (!this.stillFor(viewerId) || this.status === 'ready') return;
        this.status = 'failed';
        this.loadFailure = errorMessageOf(error, this.i18n);
      });
    }
  }

  private async refetch(): Promise<void> {
    const viewerId = this.viewerId;
    try {
      const conversations = await this.chat.list();
      runInAction(() => {
        if (!this.stillFor(viewerId)) return;
        const local = this.conversations.filter((conversation) => this.pendingIds.has(conversation.id));
        this.conversations = this.ordered([...local, ...conversations]);
      });
    } catch {
      // The list shown is the last known one; the next visit asks again.
    }
  }

  /** Being created here first, then newest activity first (domain/chat's rule). */
  private ordered(conversations: readonly Conversation[]): Conversation[] {
    return newestActivityFirst(conversations, { createdAt: this.createdHere, pending: this.pendingIds });
  }

  private replace(conversationId: string, next: (conversation: Conversation) => Conversation): void {
    this.conversations = this.conversations.map((conversation) => (conversation.id === conversationId ? next(conversation) : conversation));
  }
}
