import { makeAutoObservable } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import { STORAGE_KEYS } from '../../application/ports/KeyValueStore';
import type { PageVisibility } from '../../application/ports/PageVisibility';
import type { RandomSource } from '../../application/ports/RandomSource';
import type { Session } from '../../application/session/Session';
import type { SendChatMessage } from '../../application/usecases/chat/SendChatMessage';
import type { ChatMessage } from '../../domain/chat/Conversation';
import { INPUT_LIMITS, isOverLimit } from '../../domain/input/InputLimits';
import { errorMessageOf } from '../kit/errorMessage';
import { lengthNote, type FieldNote } from '../kit/lengthNote';
import { writeOptimistically } from '../kit/optimistic';
import { ComposerDraft, type DraftStorage } from '../kit/storedDraft';
import type { I18n } from '../i18n/I18n';

/** A message written here that the server has not confirmed: kept with its clientId, so a retry is the same message. */
export interface OutgoingMessage {
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

/**
 * Enter sends, Shift+Enter is a new line; on a touch screen Enter is a new line, and the Send button sends (a phone's
 * keyboard has no Shift+Enter to reach for).
 */
export function sendsMessage(key: ComposerKey, touchScreen: boolean): boolean {
  return key.key === 'Enter' && !key.shiftKey && !key.isComposing && !touchScreen;
}

/**
 * A conversation's composer: the draft, kept per network and conversation until the message is sent (spec §3,
 * ComposerDraft), and the messages sent from it, optimistic (common/optimistic) with a clientId made once per message:
 * a failed one stays, marked, and its retry sends the same clientId, so the server never posts it twice.
 */
export class ChatComposer {
  outgoing: OutgoingMessage[] = [];
  private readonly draft: ComposerDraft;

  constructor(
    private readonly sendMessage: Pick<SendChatMessage, 'execute'>,
    private readonly session: Pick<Session, 'membership' | 'networkId'>,
    draftStore: DraftStorage,
    private readonly random: Pick<RandomSource, 'token'>,
    private readonly clock: Pick<Clock, 'now' | 'schedule'>,
    page: Pick<PageVisibility, 'onChange'>,
    private readonly i18n: I18n,
    private readonly conversationId: string,
    /** The server has a message sent here: the conversation shows it as the server has it. */
    private readonly delivered: (message: ChatMessage) => void,
  ) {
    this.draft = new ComposerDraft(draftStore, clock, page, session, STORAGE_KEYS.chatDraftPrefix, conversationId);
    makeAutoObservable<ChatComposer, 'sendMessage' | 'session' | 'random' | 'clock' | 'i18n' | 'conversationId' | 'delivered' | 'draft'>(
      this,
      { sendMessage: false, session: false, random: false, clock: false, i18n: false, conversationId: false, delivered: false, draft: false },
      { autoBind: true },
    );
  }

  get text(): string {
    return this.draft.text;
  }

  get canSend(): boolean {
    return this.text.trim() !== '' && !isOverLimit(this.text, INPUT_LIMITS.chatMessage);
  }

  /** Under the composer: its counter near the 2,000-character limit, else how to send from a keyboard (not on a touch screen). */
  noteFor(touchScreen: boolean): FieldNote {
    return lengthNote(this.i18n, this.text, INPUT_LIMITS.chatMessage, { hint: touchScreen ? undefined : this.i18n.t('chat.composer.hint') });
  }

  mount(): () => void {
    return this.draft.mount();
  }

  typed(text: string): void {
    this.draft.typed(text);
  }

  /** Sends what was typed; false when there is nothing to send, or no member to send it. */
  sendClicked(): boolean {
    const body = this.text.trim();
    if (!this.canSend || !this.session.membership) return false;
    const message: OutgoingMessage = { clientId: this.random.token(), body, createdAt: new Date(this.clock.now()).toISOString(), state: 'sending', failure: null };
    this.outgoing.push(message);
    this.draft.taken();
    void this.send(message.clientId);
    return true;
  }

  /** The same message again, with the same clientId: if the first attempt did reach the server, it is not posted twice. */
  retrySendClicked(clientId: string): void {
    const message = this.outgoing.find((candidate) => candidate.clientId === clientId);
    if (!message || message.state === 'sending') return;
    message.state = 'sending';
    message.failure = null;
    void this.send(clientId);
  }

  /** The server has these of the member's messages (by clientId): they are no longer on their way. */
  arrived(clientIds: ReadonlySet<string | null>): void {
    this.outgoing = this.outgoing.filter((message) => !clientIds.has(message.clientId));
  }

  /** Another member signed in, or none: nothing of the previous one's sends or draft stays. */
  writerChanged(): void {
    this.outgoing = [];
    // What waits to be written was the previous writer's: a logout has just cleared it.
    this.draft.discardWaiting();
    this.draft.reread();
  }

  private async send(clientId: string): Promise<void> {
    const body = this.outgoing.find((message) => message.clientId === clientId)?.body ?? '';
    const outcome = await writeOptimistically({
      // Already shown (sendClicked); a refusal leaves it there, marked, for a retry.
      apply: () => () => this.markFailed(clientId, null),
      send: () => this.sendMessage.execute(this.conversationId, { body, clientId }),
      confirm: (message) => {
        this.delivered(message);
        this.draft.delivered();
      },
    });
    if (!outcome.ok) this.markFailed(clientId, errorMessageOf(outcome.error, this.i18n));
  }

  private markFailed(clientId: string, failure: string | null): void {
    const message = this.outgoing.find((candidate) => candidate.clientId === clientId);
    if (!message) return;
    message.state = 'failed';
    message.failure = failure ?? message.failure;
  }
}
