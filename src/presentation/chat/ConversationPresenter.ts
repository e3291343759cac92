import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import type { ConversationGateway } from '../../application/ports/ConversationGateway';
import type { PageVisibility } from '../../application/ports/PageVisibility';
import type { Clock } from '../../application/ports/Clock';
import { networkKey, STORAGE_KEYS } from '../../application/ports/KeyValueStore';
import type { MessageStream } from '../../application/ports/MessageStream';
import type { RandomSource } from '../../application/ports/RandomSource';
import type { Session } from '../../application/session/Session';
import type { SendChatMessage } from '../../application/usecases/chat/SendChatMessage';
import type { ChatMessage } from '../../domain/chat/Conversation';
import { INPUT_LIMITS, isOverLimit } from '../../domain/input/InputLimits';
import { errorMessageOf } from '../kit/errorMessage';
import { lengthNote, type FieldNote } from '../kit/lengthNote';
import { Lifetime } from '../kit/Lifetime';
import { watchViewer } from '../kit/watchViewer';
import { writeOptimistically } from '../kit/optimistic';
import { DraftKeeper, TEXT_DRAFT, type DraftStorage } from '../kit/storedDraft';
import type { I18n } from '../i18n/I18n';
import type { ChatListPresenter } from './ChatListPresenter';
import { dayKeyOf, formatClock, formatDay } from './chatTime';

/** How many messages a conversation opens with, and how many "Load earlier" adds. */
export const MESSAGES_PAGE_SIZE = 30;

/** A line of the conversation: a day separator, or a message (sent, on its way, or refused with a retry). */
export type ChatRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; senderName: string; mine: boolean; time: string; dateTime: string; body: string; state: 'sent' | 'sending' | 'failed'; failure: string | null };

/** A message written here that the server has not confirmed: kept with its clientId, so a retry is the same message. */
interface OutgoingMessage {
  clientId: string;
  body: string;
  createdAt: string;
  state: 'sending' | 'failed';
  failure: string | null;
}

/** What a key press in the composer does (the view calls `preventDefault` when it returns true). */
export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  /** An input method is composing a character: Enter picks it, it does not send. */
  isComposing: boolean;
}

/** The parent list, told when this conversation is read, gets a message, is gone, or is to be deleted. */
type ConversationList = Pick<ChatListPresenter, 'conversation' | 'canDelete' | 'conversationRead' | 'messageArrived' | 'conversationGone' | 'deleteConversation'>;

/**
 * `/:slug/chat/:conversationId`: the latest messages oldest first with day separators, earlier
 * ones on demand (`?before=`), new ones from the MessageStream while it is open. Sending is optimistic
 * (common/optimistic) with a clientId made once per message: a failed one stays, marked, and its retry sends
 * the same clientId, so the server never posts it twice. The draft is kept per network and conversation
 * (spec §3) until the message is sent; logout clears it (spec §4). New messages keep the view at the bottom
 * when the member is there; scrolled up, they are counted on a "new messages" pill instead. Deleted by someone
 * else while open, it says it no longer exists ('deleted'). Another member signing in starts it afresh.
 */
export class ConversationPresenter {
  /** 'notFound': it did not exist when opened; 'deleted': it was deleted while open. */
  status: 'loading' | 'ready' | 'failed' | 'notFound' | 'deleted' = 'loading';
  loadFailure = '';
  private loaded: ChatMessage[] = [];
  hasEarlier = false;
  loadingEarlier = false;
  earlierFailure = '';
  private outgoing: OutgoingMessage[] = [];
  draft = '';
  /** Whether the member is at the bottom of the messages (the view says so as they scroll). */
  atBottom = true;
  /** Messages from others that arrived while the member was scrolled up (the pill). */
  unseen = 0;
  /** Raised each time the view should scroll to the newest message. */
  scrollRequests = 0;
  confirmingDelete = false;
  /** The server refused new messages (401 after the token refresh, 403): they stopped until the member's retry. */
  streamRefused = false;
  private readonly lifetime = new Lifetime();
  private readonly drafts: DraftKeeper<string>;
  /** Closes the flow of new messages; null while none is open. */
  private stopStream: (() => void) | null = null;
  /** Starts a refused flow again. */
  private resumeStream: (() => void) | null = null;
  /** Who the messages were loaded for: the member's id, or null for none. */
  private viewerId: string | null = null;
  /** Counts loads, so an answer asked for a previous viewer is dropped. */
  private loads = 0;

  constructor(
    private readonly chat: Pick<ConversationGateway, 'messages'>,
    private readonly sendMessage: Pick<SendChatMessage, 'execute'>,
    private readonly stream: MessageStream,
    private readonly session: Pick<Session, 'membership' | 'networkId'>,
    localStore: DraftStorage,
    private readonly random: Pick<RandomSource, 'token'>,
    private readonly i18n: I18n,
    private readonly clock: Pick<Clock, 'now' | 'schedule'>,
    /** A page being left (a reload, a tab closed) writes the draft that waits: the screen is not unmounted then. */
    private readonly page: Pick<PageVisibility, 'onChange'>,
    private readonly list: ConversationList,
    readonly conversationId: string,
  ) {
    this.drafts = new DraftKeeper(localStore, clock, TEXT_DRAFT);
    makeAutoObservable<ConversationPresenter, 'chat' | 'sendMessage' | 'stream' | 'session' | 'drafts' | 'random' | 'i18n' | 'clock' | 'page' | 'list' | 'lifetime' | 'stopStream' | 'resumeStream' | 'viewerId' | 'loads'>(
      this,
      { chat: false, sendMessage: false, stream: false, session: false, drafts: false, random: false, i18n: false, clock: false, page: false, list: false, lifetime: false, stopStream: false, resumeStream: false, viewerId: false, loads: false, conversationId: false },
      { autoBind: true },
    );
    this.draft = this.drafts.read(this.draftKey) ?? '';
  }

  get title(): string {
    return this.list.conversation(this.conversationId)?.title ?? '';
  }

  /** Admins of this conversation and managers see "Delete conversation" (spec §6). */
  get canDelete(): boolean {
    return this.list.canDelete(this.conversationId);
  }

  /** Why there is nothing to show: it never existed here, or it was deleted while open; null otherwise. */
  get unavailable(): string | null {
    if (this.status === 'notFound') return this.i18n.t('chat.notFound');
    if (this.status === 'deleted') return this.i18n.t('chat.deleted');
    return null;
  }

  get canSend(): boolean {
    return this.draft.trim() !== '' && !isOverLimit(this.draft, INPUT_LIMITS.chatMessage);
  }

  /** Under the composer: its counter near the 2,000-character limit, else how to send from the keyboard. */
  get composerNote(): FieldNote {
    return lengthNote(this.i18n, this.draft, INPUT_LIMITS.chatMessage, { hint: this.i18n.t('chat.composer.hint') });
  }

  get rows(): ChatRow[] {
    const me = this.session.membership?.id;
    const now = this.clock.now();
    const rows: ChatRow[] = [];
    let day = '';
    const add = (key: string, createdAt: string, row: Omit<Extract<ChatRow, { kind: 'message' }>, 'kind' | 'key' | 'time' | 'dateTime'>) => {
      const thisDay = dayKeyOf(Date.parse(createdAt));
      if (thisDay !== day) rows.push({ kind: 'day', key: `day-${thisDay}`, label: formatDay(createdAt, now, this.i18n) });
      day = thisDay;
      rows.push({ kind: 'message', key, time: formatClock(createdAt), dateTime: createdAt, ...row });
    };
    for (const message of this.loaded) {
      add(message.id, message.createdAt, { senderName: message.senderName || this.i18n.t('chat.formerMember'), mine: message.senderId === me, body: message.body, state: 'sent', failure: null });
    }
    const myName = this.session.membership ? `${this.session.membership.firstName} ${this.session.membership.lastName}`.trim() : '';
    for (const message of this.outgoing) {
      add(message.clientId, message.createdAt, { senderName: myName, mine: true, body: message.body, state: message.state, failure: message.failure });
    }
    return rows;
  }

  mount(): () => void {
    this.lifetime.begin();
    // A guest has nothing to load; the screen is not mounted again when someone signs in on it.
    const stopWatchingViewer = watchViewer(this.session, (viewerId) => this.viewerChanged(viewerId));
    const stopWatchingPage = this.page.onChange((visible) => visible || this.drafts.flush());
    return () => {
      stopWatchingViewer();
      stopWatchingPage();
      this.closeStream();
      this.drafts.flush();
      this.lifetime.end(new Error('Component unmounted'));
    };
  }

  retryLoadClicked(): void {
    void this.load();
  }

  /** What the conversation says when new messages stopped coming, or null while they come. */
  get streamNotice(): string | null {
    return this.streamRefused ? this.i18n.t('chat.stream.refused') : null;
  }

  resumeStreamClicked(): void {
    this.streamRefused = false;
    this.resumeStream?.();
  }

  async loadEarlierClicked(): Promise<void> {
    const oldest = this.loaded[0];
    if (!oldest || this.loadingEarlier) return;
    this.loadingEarlier = true;
    this.earlierFailure = '';
    try {
      const earlier = await this.chat.messages(this.conversationId, { before: oldest.id, limit: MESSAGES_PAGE_SIZE });
      runInAction(() => {
        const known = new Set(this.loaded.map((message) => message.id));
        this.loaded = [...earlier.filter((message) => !known.has(message.id)), ...this.loaded];
        this.hasEarlier = earlier.length === MESSAGES_PAGE_SIZE;
      });
    } catch (error) {
      runInAction(() => (this.earlierFailure = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.loadingEarlier = false));
    }
  }

  draftTyped(text: string): void {
    this.draft = text;
    this.drafts.write(this.draftKey, text);
  }

  /** Enter sends, Shift+Enter is a new line. */
  composerKeyPressed(key: ComposerKey): boolean {
    if (key.key !== 'Enter' || key.shiftKey || key.isComposing) return false;
    this.sendClicked();
    return true;
  }

  sendClicked(): void {
    const body = this.draft.trim();
    if (!this.canSend || !this.session.membership) return;
    const message: OutgoingMessage = { clientId: this.random.token(), body, createdAt: new Date(this.clock.now()).toISOString(), state: 'sending', failure: null };
    this.outgoing.push(message);
    // The field empties as the message shows; the stored draft stays until the server has the message.
    this.draft = '';
    this.scrollRequests += 1;
    void this.send(message.clientId);
  }

  /** The same message again, with the same clientId: if the first attempt did reach the server, it is not posted twice. */
  retrySendClicked(clientId: string): void {
    const message = this.outgoing.find((candidate) => candidate.clientId === clientId);
    if (!message || message.state === 'sending') return;
    message.state = 'sending';
    message.failure = null;
    void this.send(clientId);
  }

  /** The member reports where they are as they scroll: back at the bottom, the pill goes. */
  scrolled(atBottom: boolean): void {
    this.atBottom = atBottom;
    if (atBottom) this.unseen = 0;
  }

  newMessagesPillClicked(): void {
    this.unseen = 0;
    this.scrollRequests += 1;
  }

  deleteClicked(): void {
    if (this.canDelete) this.confirmingDelete = true;
  }

  deleteCancelled(): void {
    this.confirmingDelete = false;
  }

  deleteConfirmed(): void {
    this.confirmingDelete = false;
    void this.list.deleteConversation(this.conversationId);
  }

  /** Another viewer: nothing of the previous one's stays (messages, sends, draft), and a member's load starts. */
  private viewerChanged(viewerId: string | null): void {
    if (viewerId !== this.viewerId) {
      this.viewerId = viewerId;
      this.loads += 1;
      this.closeStream();
      this.loaded = [];
      this.outgoing = [];
      this.hasEarlier = false;
      this.earlierFailure = '';
      this.unseen = 0;
      this.confirmingDelete = false;
      this.status = 'loading';
      // What waits to be written was the previous viewer's: a logout has just cleared it.
      this.drafts.discard();
      this.draft = this.drafts.read(this.draftKey) ?? '';
    }
    if (viewerId !== null) void this.load();
  }

  private closeStream(): void {
    this.stopStream?.();
    this.stopStream = null;
    this.resumeStream = null;
    this.streamRefused = false;
  }

  /** The stream was refused: it waits for the member's retry. */
  private refused(resume: () => void): void {
    this.resumeStream = resume;
    this.streamRefused = true;
  }

  /** The stream found the conversation gone (deleted by someone else): it has stopped; the list lets it go. */
  private gone(): void {
    this.stopStream = null;
    this.status = 'deleted';
    this.confirmingDelete = false;
    this.list.conversationGone(this.conversationId);
  }

  private get latestId(): string | null {
    return this.loaded.at(-1)?.id ?? null;
  }

  private async load(): Promise<void> {
    this.status = 'loading';
    const round = ++this.loads;
    const current = () => round === this.loads && !this.lifetime.signal.aborted;
    try {
      const messages = await this.chat.messages(this.conversationId, { limit: MESSAGES_PAGE_SIZE });
      if (!current()) return;
      runInAction(() => {
        this.loaded = messages;
        this.hasEarlier = messages.length === MESSAGES_PAGE_SIZE;
        this.status = 'ready';
        this.scrollRequests += 1;
      });
      this.list.conversationRead(this.conversationId);
      // New messages flow (polling, or a socket) only while the conversation is open, from its first good load.
      this.stopStream ??= this.stream.subscribe(this.conversationId, { latestId: () => this.latestId, received: this.received, gone: this.gone, refused: this.refused });
    } catch (error) {
      if (!current()) return;
      runInAction(() => {
        if (error instanceof ApiError && error.status === 404) {
          this.status = 'notFound';
          this.list.conversationGone(this.conversationId);
        } else {
          this.status = 'failed';
          this.loadFailure = errorMessageOf(error, this.i18n);
        }
      });
    }
  }

  /** Messages from the stream (or a send's answer): new ones join in order; mine replace their outgoing copy. */
  private received(messages: ChatMessage[]): void {
    const known = new Set(this.loaded.map((message) => message.id));
    const fresh = messages.filter((message) => !known.has(message.id));
    if (fresh.length === 0) return;
    const me = this.session.membership?.id;
    const mine = new Set(fresh.filter((message) => message.senderId === me && message.clientId !== null).map((message) => message.clientId));
    this.outgoing = this.outgoing.filter((message) => !mine.has(message.clientId));
    this.loaded = [...this.loaded, ...fresh].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const fromOthers = fresh.filter((message) => message.senderId !== me).length;
    if (fromOthers > 0) {
      if (this.atBottom) this.scrollRequests += 1;
      else this.unseen += fromOthers;
    }
    const newest = fresh.at(-1);
    if (newest) this.list.messageArrived(newest);
    if (this.atBottom) this.list.conversationRead(this.conversationId);
  }

  private async send(clientId: string): Promise<void> {
    const body = this.outgoing.find((message) => message.clientId === clientId)?.body ?? '';
    const outcome = await writeOptimistically({
      // Already shown (sendClicked); a refusal leaves it there, marked, for a retry.
      apply: () => () => this.markFailed(clientId, null),
      send: () => this.sendMessage.execute(this.conversationId, { body, clientId }),
      confirm: (message) => {
        this.received([message]);
        // The stored draft follows the field again: empty, or what was typed since.
        this.draftTyped(this.draft);
      },
    });
    if (!outcome.ok) this.markFailed(clientId, errorMessageOf(outcome.error, this.i18n));
  }

  private markFailed(clientId: string, failure: string | null): void {
    runInAction(() => {
      const message = this.outgoing.find((candidate) => candidate.clientId === clientId);
      if (!message) return;
      message.state = 'failed';
      message.failure = failure ?? message.failure;
    });
  }

  private get draftKey(): string {
    return `${networkKey(STORAGE_KEYS.chatDraftPrefix, this.session.networkId ?? '')}:${this.conversationId}`;
  }
}
