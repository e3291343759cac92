import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import type { ConversationGateway } from '../../application/ports/ConversationGateway';
import type { Clock } from '../../application/ports/Clock';
import type { MessageStream } from '../../application/ports/MessageStream';
import type { Session } from '../../application/session/Session';
import type { ChatMessage } from '../../domain/chat/Conversation';
import { errorMessageOf } from '../kit/errorMessage';
import type { FieldNote } from '../kit/lengthNote';
import { Lifetime } from '../kit/Lifetime';
import { watchViewer } from '../kit/watchViewer';
import type { I18n } from '../i18n/I18n';
import { sendsMessage, type ChatComposer, type ComposerKey } from './ChatComposer';
import type { ChatListPresenter } from './ChatListPresenter';
import type { ConversationPresence } from './ConversationPresence';
import { dayKeyOf, formatClock, formatDay } from './chatTime';

/** How many messages a conversation opens with, and how many "Load earlier" adds. */
export const MESSAGES_PAGE_SIZE = 30;

/** A line of the conversation: a day separator, or a message (sent, on its way, or refused with a retry). */
export type ChatRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; senderName: string; senderAvatarUrl: string | null; mine: boolean; time: string; dateTime: string; body: string; state: 'sent' | 'sending' | 'failed'; failure: string | null };

type MessageRow = Extract<ChatRow, { kind: 'message' }>;

/** The parent list, told when this conversation is read, gets a message, is gone, or is to be deleted. */
type ConversationList = Pick<ChatListPresenter, 'conversation' | 'canDelete' | 'conversationOpened' | 'conversationRead' | 'messageArrived' | 'conversationGone' | 'deleteConversation'>;

/**
 * `/:slug/chat/:conversationId`: the latest messages oldest first with day separators, earlier
 * ones on demand (`?before=`), new ones from the MessageStream while it is open, and those sent from its composer
 * (ChatComposer, built by a factory from composition; this presenter keeps the screen's API). New messages keep the
 * view at the bottom when the member is there; scrolled up, they are counted on a "new messages" pill instead.
 * Deleted by someone else while open, it says it no longer exists ('deleted'). Another member signing in starts it
 * afresh.
 */
export class ConversationPresenter {
  /** 'notFound': it did not exist when opened; 'deleted': it was deleted while open. */
  status: 'loading' | 'ready' | 'failed' | 'notFound' | 'deleted' = 'loading';
  loadFailure = '';
  private loaded: ChatMessage[] = [];
  /**
   * Each loaded message's row and day, made once for a reader (who, in which language): a conversation of thousands
   * is not laid out again at each new message, and a bubble already drawn is not drawn again.
   */
  private madeRows = { reader: '', rows: new WeakMap<ChatMessage, { row: MessageRow; day: string }>() };
  hasEarlier = false;
  loadingEarlier = false;
  earlierFailure = '';
  /** Whether the member is at the bottom of the messages (the view says so as they scroll). */
  atBottom = true;
  /** Messages from others that arrived while the member was scrolled up (the pill). */
  unseen = 0;
  /** Raised each time the view should scroll to the newest message. */
  scrollRequests = 0;
  /** The member types on a touch screen (the primary pointer is coarse): Enter is a new line there. */
  touchScreen = false;
  confirmingDelete = false;
  /** The server refused new messages (401 after the token refresh, 403): they stopped until the member's retry. */
  streamRefused = false;
  readonly composer: ChatComposer;
  private readonly lifetime = new Lifetime();
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
    private readonly stream: MessageStream,
    chatComposer: (delivered: (message: ChatMessage) => void) => ChatComposer,
    /** Who is typing, and whether the live channel is away (the view's lines under the messages). */
    readonly presence: ConversationPresence,
    private readonly session: Pick<Session, 'membership'>,
    private readonly i18n: I18n,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly list: ConversationList,
    readonly conversationId: string,
  ) {
    // Callbacks are arrows: autoBind only applies once makeAutoObservable has run, below.
    this.composer = chatComposer((message) => this.received([message]));
    makeAutoObservable<ConversationPresenter, 'chat' | 'stream' | 'session' | 'i18n' | 'clock' | 'list' | 'lifetime' | 'stopStream' | 'resumeStream' | 'viewerId' | 'loads' | 'loaded' | 'madeRows'>(
      this,
      {
        chat: false, stream: false, composer: false, presence: false, session: false, i18n: false, clock: false, list: false, lifetime: false, stopStream: false, resumeStream: false, viewerId: false, loads: false, conversationId: false,
        // The messages are the server's, replaced and never changed in place: the list is watched, not each of thousands.
        loaded: observableRef,
        madeRows: false,
      },
      { autoBind: true },
    );
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

  get draft(): string {
    return this.composer.text;
  }

  get canSend(): boolean {
    return this.composer.canSend;
  }

  /** Under the composer: its counter near the 2,000-character limit, else how to send from the keyboard. */
  get composerNote(): FieldNote {
    return this.composer.noteFor(this.touchScreen);
  }

  /** The device's primary pointer became coarse (a touch screen) or fine. */
  touchScreenChanged(touchScreen: boolean): void {
    this.touchScreen = touchScreen;
  }

  get rows(): ChatRow[] {
    const me = this.session.membership?.id;
    const now = this.clock.now();
    const former = this.i18n.t('chat.formerMember');
    const reader = `${me ?? ''}|${former}`;
    if (this.madeRows.reader !== reader) this.madeRows = { reader, rows: new WeakMap() };
    const made = this.madeRows.rows;
    const rows: ChatRow[] = [];
    let day = '';
    const add = (row: MessageRow, thisDay: string) => {
      if (thisDay !== day) rows.push({ kind: 'day', key: `day-${thisDay}`, label: formatDay(row.dateTime, now, this.i18n) });
      day = thisDay;
      rows.push(row);
    };
    const rowOf = (key: string, createdAt: string, row: Omit<MessageRow, 'kind' | 'key' | 'time' | 'dateTime'>) => ({ row: { kind: 'message' as const, key, time: formatClock(createdAt), dateTime: createdAt, ...row }, day: dayKeyOf(Date.parse(createdAt)) });
    for (const message of this.loaded) {
      let row = made.get(message);
      if (!row) made.set(message, (row = rowOf(message.id, message.createdAt, { senderName: message.senderName || former, senderAvatarUrl: message.senderAvatarUrl, mine: message.senderId === me, body: message.body, state: 'sent', failure: null })));
      add(row.row, row.day);
    }
    const myName = this.session.membership ? `${this.session.membership.firstName} ${this.session.membership.lastName}`.trim() : '';
    for (const message of this.composer.outgoing) {
      const row = rowOf(message.clientId, message.createdAt, { senderName: myName, senderAvatarUrl: null, mine: true, body: message.body, state: message.state, failure: message.failure });
      add(row.row, row.day);
    }
    return rows;
  }

  mount(): () => void {
    this.lifetime.begin();
    // A guest has nothing to load; the screen is not mounted again when someone signs in on it.
    const stopWatchingViewer = watchViewer(this.session, (viewerId) => this.viewerChanged(viewerId));
    const stopComposer = this.composer.mount();
    const stopPresence = this.presence.mount();
    const closed = this.list.conversationOpened(this.conversationId);
    return () => {
      closed();
      stopWatchingViewer();
      stopComposer();
      stopPresence();
      this.closeStream();
      this.lifetime.end(new Error('Component unmounted'));
    };
  }

  retryLoadClicked(): void {
    void this.load();
  }

  /** The quiet lines under the messages: who is typing, and that the live channel is being sought again. */
  get presenceNotes(): string[] {
    const notes: string[] = [];
    if (this.presence.typistName) notes.push(this.i18n.t('chat.presence.typing', { name: this.presence.typistName }));
    if (this.presence.reconnecting) notes.push(this.i18n.t('chat.presence.reconnecting'));
    return notes;
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

  /**
   * The member scrolled near the oldest message loaded: earlier ones load ahead of it, as the feed's next page does
   * near its end. After a failure the button (and its notice) is the way to try again, not every scroll.
   */
  nearedEarliest(): void {
    if (this.hasEarlier && !this.earlierFailure) void this.loadEarlierClicked();
  }

  draftTyped(text: string): void {
    this.composer.typed(text);
    this.presence.typed(text);
  }

  composerKeyPressed(key: ComposerKey): boolean {
    if (!sendsMessage(key, this.touchScreen)) return false;
    this.sendClicked();
    return true;
  }

  /** The message shows at the bottom as it is sent. */
  sendClicked(): void {
    if (this.composer.sendClicked()) this.scrollRequests += 1;
  }

  retrySendClicked(clientId: string): void {
    this.composer.retrySendClicked(clientId);
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
      this.composer.writerChanged();
      this.hasEarlier = false;
      this.earlierFailure = '';
      this.unseen = 0;
      this.confirmingDelete = false;
      this.status = 'loading';
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
      this.stopStream ??= this.stream.subscribe(this.conversationId, { latestId: () => this.latestId, received: this.received, removed: this.removed, gone: this.gone, refused: this.refused });
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

  /** A message deleted by its sender or a manager leaves the conversation. */
  private removed(messageId: string): void {
    this.loaded = this.loaded.filter((message) => message.id !== messageId);
  }

  /** Messages from the stream (or a send's answer): new ones join in order; mine replace their outgoing copy. */
  private received(messages: ChatMessage[]): void {
    // A message is known by its id, and one sent from here also by its clientId (the send's answer and the live event
    // are the same message, whichever comes first).
    const known = new Set(this.loaded.flatMap((message) => (message.clientId ? [message.id, message.clientId] : [message.id])));
    const fresh = messages.filter((message) => !known.has(message.id) && !(message.clientId && known.has(message.clientId)));
    if (fresh.length === 0) return;
    const me = this.session.membership?.id;
    this.composer.arrived(new Set(fresh.filter((message) => message.senderId === me && message.clientId !== null).map((message) => message.clientId)));
    this.loaded = [...this.loaded, ...fresh].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const message of fresh) this.presence.messageFrom(message.senderId);
    const fromOthers = fresh.filter((message) => message.senderId !== me).length;
    if (fromOthers > 0) {
      if (this.atBottom) this.scrollRequests += 1;
      else this.unseen += fromOthers;
    }
    const newest = fresh.at(-1);
    if (newest) this.list.messageArrived(newest);
    if (this.atBottom) this.list.conversationRead(this.conversationId);
  }
}
