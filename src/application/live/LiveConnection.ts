import type { LiveEvent } from '../../domain/live/LiveEvent';
import {
  LIVE_FAILED_OPENS_BEFORE_FALLBACK,
  LIVE_FALLBACK_RETRY_MS,
  LIVE_HIDDEN_CLOSE_MS,
  LIVE_SILENCE_MS,
  LIVE_TYPING_INTERVAL_MS,
  liveReconnectDelayMs,
} from '../../domain/live/LiveReconnect';
import type { Clock } from '../ports/Clock';
import { LiveAudience } from './LiveAudience';
import type { LiveChannel, LiveChannelSwitch, LiveState } from '../ports/LiveChannel';
import type { LiveCredentials } from '../ports/LiveCredentials';
import type { LiveFrame, LiveLink, LiveLinkDialer } from '../ports/LiveLink';
import type { PageVisibility } from '../ports/PageVisibility';
import type { RandomSource } from '../ports/RandomSource';
import type { TokenRefresher } from '../ports/TokenRefresher';
import type { WindowSignals } from '../ports/WindowSignals';

/** api-contract.md Live events: 4401, the token is no longer good; 4403, no access to this network. */
const TOKEN_NOT_GOOD = 4401;
const NO_ACCESS = 4403;

/**
 * The live channel of api-contract.md "Live events" over one socket at a time (one per tab): it authenticates each
 * socket at once, resumes after the last event applied, hands each event to the features once and in order, and
 * keeps a socket open as the contract says (back-off with jitter, at once when the browser is back online or the tab
 * shown, the tokens refreshed once on 4401, no reconnect on 4403, a silent socket replaced, REST polling when three
 * opens in a row fail). Every wait goes through the Clock port.
 */
export class LiveConnection extends LiveAudience implements LiveChannel, LiveChannelSwitch {
  private networkId: string | null = null;
  /** Changes on every connect and disconnect: an answer that arrives after it changed belongs to another visit. */
  private visit = {};
  /** The socket in use. One closed on purpose is forgotten at once, and nothing it says afterwards is heard. */
  private link: LiveLink | null = null;
  private isReady = false;
  /** The id of the last event applied; null until the first socket of the visit is ready. */
  private lastEventId: number | null = null;
  private readyLastEventId = 0;
  /** Sockets closed before `ready`, in a row: at LIVE_FAILED_OPENS_BEFORE_FALLBACK the features poll. */
  private failedOpens = 0;
  /** Closes since a socket was last ready, which the back-off doubles with. */
  private closesInARow = 0;
  /** The tokens were refreshed after a 4401 and no socket has been ready since: a second 4401 is final. */
  private refreshedSinceReady = false;
  /** The page has been hidden long enough to let the socket go. */
  private asleep = false;
  private cancelRetry: (() => void) | null = null;
  private cancelSilence: (() => void) | null = null;
  private cancelHidden: (() => void) | null = null;
  private stopSignals: (() => void)[] = [];
  private readonly typingSentAt = new Map<string, number>();

  constructor(
    private readonly dialer: Pick<LiveLinkDialer, 'open'>,
    private readonly credentials: Pick<LiveCredentials, 'liveToken'>,
    private readonly refresher: Pick<TokenRefresher, 'refresh'>,
    private readonly clock: Pick<Clock, 'now' | 'schedule'>,
    private readonly random: Pick<RandomSource, 'fraction'>,
    private readonly window: Pick<WindowSignals, 'onOnline'>,
    private readonly page: Pick<PageVisibility, 'isVisible' | 'onChange'>,
  ) {
    super();
  }

  typing(conversationId: string): void {
    if (!this.link || !this.isReady) return;
    const now = this.clock.now();
    const sentAt = this.typingSentAt.get(conversationId);
    if (sentAt !== undefined && now - sentAt < LIVE_TYPING_INTERVAL_MS) return;
    this.typingSentAt.set(conversationId, now);
    this.link.typing(conversationId);
  }

  /** Opens the channel of `networkId`; already open there, nothing changes (but after a refusal, it tries again). */
  connect(networkId: string): void {
    if (this.networkId === networkId && this.state() !== 'refused') return;
    if (this.networkId !== networkId) this.forgetVisit();
    this.halt();
    this.visit = {};
    this.networkId = networkId;
    this.failedOpens = 0;
    this.closesInARow = 0;
    this.refreshedSinceReady = false;
    if (this.stopSignals.length === 0) {
      this.stopSignals = [this.window.onOnline(() => this.retryNow()), this.page.onChange((visible) => this.visibilityChanged(visible))];
    }
    if (!this.page.isVisible()) this.visibilityChanged(false);
    this.dial();
  }

  disconnect(): void {
    this.halt();
    this.visit = {};
    this.networkId = null;
    this.forgetVisit();
    for (const stop of this.stopSignals.splice(0)) stop();
    this.setState('off');
  }

  private forgetVisit(): void {
    this.lastEventId = null;
    this.typingSentAt.clear();
    this.asleep = false;
    this.cancelHidden?.();
    this.cancelHidden = null;
  }

  private dial(): void {
    const networkId = this.networkId;
    if (networkId === null) return;
    this.setState(this.waitingState());
    // Before the session has its access token (a reload, restoring it): there is nothing to authenticate with yet.
    if (this.credentials.liveToken(networkId) === null) return void this.renewTokens();
    this.isReady = false;
    const link: LiveLink = this.dialer.open(networkId, {
      opened: () => {
        if (this.link === link) this.opened(link, networkId);
      },
      received: (frame) => {
        if (this.link === link) this.received(link, frame);
      },
      closed: (code) => {
        if (this.link === link) this.closed(code);
      },
    });
    this.link = link;
    this.watchSilence();
  }

  private opened(link: LiveLink, networkId: string): void {
    this.watchSilence();
    const token = this.credentials.liveToken(networkId);
    if (token === null) {
      this.halt();
      return void this.renewTokens();
    }
    link.authenticate(token, this.lastEventId);
  }

  private received(link: LiveLink, frame: LiveFrame): void {
    this.watchSilence();
    if (frame.type === 'ping') return link.pong();
    if (frame.type === 'event') return this.apply(frame.event);
    if (frame.type === 'reset') {
      // More was missed than the server replays: the features read again what they show, and events go on from here.
      this.lastEventId = this.readyLastEventId;
      return this.tellReset();
    }
    this.isReady = true;
    this.failedOpens = 0;
    this.closesInARow = 0;
    this.refreshedSinceReady = false;
    this.readyLastEventId = frame.lastEventId;
    // The first socket of a visit starts from now: what the features show was read before it.
    this.lastEventId ??= frame.lastEventId;
    this.setState('live');
  }

  /** Each event once, in order: a replay of one already applied is dropped. */
  private apply(event: LiveEvent): void {
    if (this.lastEventId !== null && event.id <= this.lastEventId) return;
    this.lastEventId = event.id;
    this.tellEvent(event.name, event.data);
  }

  private closed(code: number): void {
    const wasReady = this.isReady;
    this.link = null;
    this.halt();
    if (code === NO_ACCESS) return this.refuse();
    if (code === TOKEN_NOT_GOOD) return void this.renewTokens();
    this.failed(wasReady);
  }

  /** A socket is gone without a reason of its own: back off and reconnect, or poll after three failed opens. */
  private failed(wasReady: boolean): void {
    this.closesInARow++;
    if (!wasReady) this.failedOpens++;
    this.setState(this.waitingState());
    const waitMs = this.state() === 'fallback' ? LIVE_FALLBACK_RETRY_MS : liveReconnectDelayMs(this.closesInARow, this.random.fraction());
    this.cancelRetry = this.clock.schedule(waitMs, () => {
      this.cancelRetry = null;
      this.dial();
    });
  }

  /**
   * 4401 (or no token yet): the tokens are refreshed (their answer carries the new chat tokens), then the socket
   * reconnects once. A second 4401 before any socket was ready means the server will not take this member's fresh
   * tokens either: as with 4403, no more reconnects (the contract's "reconnects once").
   */
  private async renewTokens(): Promise<void> {
    const networkId = this.networkId;
    if (networkId === null) return;
    if (this.refreshedSinceReady) return this.refuse();
    this.setState(this.waitingState());
    const visit = this.visit;
    const outcome = await this.refresher.refresh(networkId);
    if (this.visit !== visit || this.asleep || this.link !== null || this.cancelRetry !== null) return;
    if (outcome === 'refused') return this.refuse();
    if (outcome === 'unavailable') return this.failed(false);
    this.refreshedSinceReady = true;
    this.dial();
  }

  /** Until a socket is ready: `connecting`, or `fallback` once the socket cannot be had (the features poll meanwhile). */
  private waitingState(): LiveState {
    return this.failedOpens >= LIVE_FAILED_OPENS_BEFORE_FALLBACK ? 'fallback' : 'connecting';
  }

  private refuse(): void {
    this.halt();
    this.setState('refused');
  }

  /** Online again, or the tab shown: a reconnect that was waiting happens now. */
  private retryNow(): void {
    if (this.cancelRetry === null) return;
    this.cancelRetry();
    this.cancelRetry = null;
    this.dial();
  }

  private visibilityChanged(visible: boolean): void {
    this.cancelHidden?.();
    this.cancelHidden = null;
    if (visible && this.asleep) {
      this.asleep = false;
      return this.dial();
    }
    if (visible) return this.retryNow();
    this.cancelHidden = this.clock.schedule(LIVE_HIDDEN_CLOSE_MS, () => {
      this.cancelHidden = null;
      if (this.networkId === null || this.state() === 'refused') return;
      this.halt();
      this.asleep = true;
      this.setState('offline');
    });
  }

  /** A socket that hears nothing for 60 s (it should hear the server's ping every 25 s) is closed and replaced. */
  private watchSilence(): void {
    this.cancelSilence?.();
    this.cancelSilence = this.clock.schedule(LIVE_SILENCE_MS, () => {
      this.cancelSilence = null;
      const wasReady = this.isReady;
      this.halt();
      this.failed(wasReady);
    });
  }

  /** Closes the socket in use and cancels what was waiting; the visit (network, last event) stays. */
  private halt(): void {
    const link = this.link;
    this.link = null;
    this.isReady = false;
    link?.close();
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.cancelSilence?.();
    this.cancelSilence = null;
  }
}
