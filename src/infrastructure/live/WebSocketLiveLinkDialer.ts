import { ApiError } from '../../application/errors/ApiError';
import type { LiveFrame, LiveLink, LiveLinkDialer, LiveLinkListener } from '../../application/ports/LiveLink';
import type { Monitoring } from '../../application/ports/Monitoring';
import { liveSocketUrl } from './liveWire';
import { readLiveFrame } from './readLiveFrame';

/** What the adapter uses of a WebSocket (the browser's, or a test's stand-in). */
export type LiveSocket = Pick<WebSocket, 'readyState' | 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose'>;
export type LiveSocketFactory = (url: string) => LiveSocket;

/** WebSocket.OPEN, without reading the global (absent where there is no browser). */
const OPEN = 1;
/** The close code of a socket that broke without one (RFC 6455), also said of one that could not even be made. */
const ABNORMAL_CLOSURE = 1006;

/**
 * The live socket of api-contract.md on the browser's WebSocket: `/v2/live?networkId=` on the API's origin, JSON
 * frames. What the server sends is read at the wire edge (the REST readers of the same shapes): a frame the app cannot
 * read is dropped and reported to monitoring once per kind (event and field), never a crash. The reconnect rules are
 * the application's (LiveConnection, on the Clock port), so this socket never reconnects by itself.
 */
export class WebSocketLiveLinkDialer implements LiveLinkDialer {
  private readonly reported = new Set<string>();

  constructor(
    private readonly apiBaseUrl: string,
    private readonly pageUrl: () => string,
    private readonly monitoring: Pick<Monitoring, 'reportError'>,
    private readonly socketOf: LiveSocketFactory = (url) => new WebSocket(url),
  ) {}

  open(networkId: string, listener: LiveLinkListener): LiveLink {
    // Heard until the app closes the socket or it closes: nothing is heard after that.
    let heard = true;
    const closed = (code: number) => {
      if (!heard) return;
      heard = false;
      listener.closed(code);
    };
    let socket: LiveSocket;
    try {
      socket = this.socketOf(liveSocketUrl(this.apiBaseUrl, this.pageUrl(), networkId));
    } catch {
      // The browser would not even make it (a bad address, a blocked scheme): a failed open, told once the link is returned.
      queueMicrotask(() => closed(ABNORMAL_CLOSURE));
      return { authenticate: () => undefined, pong: () => undefined, typing: () => undefined, close: () => void (heard = false) };
    }
    socket.onopen = () => {
      if (heard) listener.opened();
    };
    socket.onmessage = (message) => {
      const frame = heard ? this.read(message.data) : null;
      if (frame) listener.received(frame);
    };
    socket.onclose = (close) => closed(close.code);
    const send = (frame: object) => {
      if (heard && socket.readyState === OPEN) socket.send(JSON.stringify(frame));
    };
    return {
      authenticate: (token, after) => send(after === null ? { type: 'auth', token } : { type: 'auth', token, after }),
      pong: () => send({ type: 'pong' }),
      typing: (conversationId) => send({ type: 'typing', conversationId }),
      close: () => {
        heard = false;
        socket.close();
      },
    };
  }

  private read(data: unknown): LiveFrame | null {
    let value: unknown;
    try {
      value = JSON.parse(String(data));
    } catch {
      this.reportOnce('json', 'A live frame was dropped: it is not JSON.');
      return null;
    }
    try {
      return readLiveFrame(value, 'frame');
    } catch (error) {
      if (!ApiError.is(error, ApiError.MALFORMED)) throw error;
      const unreadable = String(error.details.field).replace(/\[\d+\]/g, '[]');
      const event = (value as { event?: unknown } | null)?.event;
      const what = typeof event === 'string' ? `live ${event.slice(0, 64)} event` : 'live frame';
      this.reportOnce(`${what} ${unreadable}`, `A ${what} was dropped: ${unreadable} could not be read.`);
      return null;
    }
  }

  private reportOnce(kind: string, message: string): void {
    if (this.reported.has(kind)) return;
    this.reported.add(kind);
    this.monitoring.reportError({ message });
  }
}
