import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { LIVE_PATH } from '../../live/liveWire';
import type { LiveServer } from './LiveServer';

/**
 * The live socket on the fake back end server (Node, the http build's Playwright runs), with the `ws` package on
 * the same HTTP server: an upgrade of `/v2/live` is handed to the one protocol (`LiveServer`); a refused open is
 * answered 503 before any upgrade, so the browser sees a failed handshake (1006). Returns what stops it.
 */
export function attachLiveSockets(server: Server, live: LiveServer): () => void {
  const sockets = new WebSocketServer({ noServer: true });
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Only the path and the query are read: the host is whatever the client called this server.
    const url = new URL(request.url ?? '/', 'http://fake-api.internal');
    if (url.pathname !== LIVE_PATH) return refuse(socket, '404 Not Found');
    if (!live.admit()) return refuse(socket, '503 Service Unavailable');
    sockets.handleUpgrade(request, socket, head, (client) => {
      const session = live.connect(
        {
          send: (frame) => client.send(frame),
          close: (code, reason) => client.close(code, reason),
          drop: () => client.terminate(),
        },
        url,
      );
      client.on('message', (data, isBinary) => {
        if (!isBinary) session.received(String(data));
      });
      client.on('close', () => session.closed());
    });
  };
  server.on('upgrade', upgrade);
  return () => {
    server.off('upgrade', upgrade);
    for (const client of sockets.clients) client.terminate();
    sockets.close();
  };
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
