import { ws, type WebSocketHandler } from 'msw';
import { LIVE_PATH } from '../../live/liveWire';
import type { LiveServer } from './LiveServer';

/** The close code a browser reports for a socket that never opened or broke without a close frame. */
const ABNORMAL_CLOSURE = 1006;

/**
 * The live socket through MSW's WebSocket support (`ws.link`), for the browser worker and `setupServer`:
 * `baseUrl` as for the HTTP handlers (an absolute `http…` address, or a path the page resolves). A refused open
 * is closed before it opens, as a failed handshake: the app sees 1006 and no `open`.
 */
export function createLiveHandler(server: LiveServer, baseUrl: string): WebSocketHandler {
  return ws.link(`${baseUrl}${LIVE_PATH}`).addEventListener('connection', ({ client }) => {
    if (!server.admit()) {
      client.close(ABNORMAL_CLOSURE, 'The demo refuses this socket.');
      return;
    }
    const session = server.connect(
      {
        send: (frame) => client.send(frame),
        close: (code, reason) => client.close(code, reason),
        drop: () => client.close(ABNORMAL_CLOSURE, 'The demo dropped this socket.'),
      },
      client.url,
    );
    client.addEventListener('message', (event) => {
      if (typeof event.data === 'string') session.received(event.data);
    });
    client.addEventListener('close', () => session.closed());
  });
}
