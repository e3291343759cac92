import { makeAutoObservable } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import type { LiveChannel, LiveState } from '../../application/ports/LiveChannel';
import type { Session } from '../../application/session/Session';

/** How long "Ann is typing…" stays after the last typing signal heard. */
export const TYPING_SHOWN_MS = 5_000;
/** How long the channel may be away before the conversation says it is reconnecting. */
export const RECONNECTING_AFTER_MS = 5_000;

/** The channel is away and being sought: messages still come (by polling in the fallback), but not as they happen. */
const reconnectingStates: ReadonlySet<LiveState> = new Set(['connecting', 'offline', 'fallback']);

/**
 * Who else is in an open conversation right now (api-contract.md Live events): who is typing, heard from the live
 * channel and shown for 5 s after their last signal; this member's typing, told to the others (the channel sends
 * it at most every 3 s); and a small "Reconnecting…" once the channel has been away for 5 s (in the fallback too,
 * where messages come by polling), gone when it is back. Nothing louder: the conversation goes on meanwhile.
 */
export class ConversationPresence {
  typistName: string | null = null;
  reconnecting = false;
  private typistId: string | null = null;
  private cancelTypist: (() => void) | null = null;
  private cancelReconnecting: (() => void) | null = null;

  constructor(
    private readonly live: Pick<LiveChannel, 'state' | 'onState' | 'on' | 'typing'>,
    private readonly session: Pick<Session, 'membership'>,
    private readonly clock: Pick<Clock, 'schedule'>,
    private readonly conversationId: string,
  ) {
    makeAutoObservable<ConversationPresence, 'live' | 'session' | 'clock' | 'conversationId' | 'typistId' | 'cancelTypist' | 'cancelReconnecting'>(
      this,
      { live: false, session: false, clock: false, conversationId: false, typistId: false, cancelTypist: false, cancelReconnecting: false },
      { autoBind: true },
    );
  }

  mount(): () => void {
    const stops = [this.live.on('typing', this.typingHeard), this.live.onState(this.stateChanged)];
    this.stateChanged(this.live.state());
    return () => {
      for (const stop of stops) stop();
      this.cancelTypist?.();
      this.cancelReconnecting?.();
      this.cancelTypist = this.cancelReconnecting = null;
      this.typistName = null;
      this.reconnecting = false;
    };
  }

  /** The member typed in the composer: the others hear it (throttled by the channel). */
  typed(text: string): void {
    if (text.trim() !== '') this.live.typing(this.conversationId);
  }

  /** A message from the typist ends their typing. */
  messageFrom(senderId: string): void {
    if (senderId === this.typistId) this.typistGone();
  }

  private typingHeard(typing: { conversationId: string; memberId: string; name: string }): void {
    if (typing.conversationId !== this.conversationId || typing.memberId === this.session.membership?.id) return;
    this.typistName = typing.name;
    this.typistId = typing.memberId;
    this.cancelTypist?.();
    this.cancelTypist = this.clock.schedule(TYPING_SHOWN_MS, this.typistGone);
  }

  private typistGone(): void {
    this.cancelTypist?.();
    this.cancelTypist = null;
    this.typistName = null;
    this.typistId = null;
  }

  private stateChanged(state: LiveState): void {
    if (!reconnectingStates.has(state)) {
      this.cancelReconnecting?.();
      this.cancelReconnecting = null;
      this.reconnecting = false;
    } else this.cancelReconnecting ??= this.clock.schedule(RECONNECTING_AFTER_MS, () => this.awayTooLong());
  }

  private awayTooLong(): void {
    this.cancelReconnecting = null;
    this.reconnecting = true;
  }
}
