// Node only: serves the fake back end over real HTTP on loopback, for Playwright runs of an http-mode build.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { createHttpHandlers } from './createHandlers';
import type { FakeBackend, StatePersistence } from './FakeBackend';
import type { FakeState } from './FakeState';
import { attachLiveSockets } from './live/attachLiveSockets';

export interface FakeApiServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
}

export interface FakeApiServer {
  /** e.g. 'http://127.0.0.1:4010': use it as VITE_API_BASE_URL. */
  url: string;
  close(): Promise<void>;
}

// The handlers need an absolute base, but the port may be chosen by the OS: requests are re-based here.
const INTERNAL_BASE = 'http://fake-api.internal';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

export async function createFakeApiServer(backend: FakeBackend, options: FakeApiServerOptions): Promise<FakeApiServer> {
  const handlers = createHttpHandlers(backend, INTERNAL_BASE);
  const server = createServer((incoming, outgoing) => {
    serve(incoming, outgoing).catch((error: unknown) => {
      console.error('[fake-api] request failed', error);
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ error: { code: 'InternalServerError', message: 'The fake API server failed.' } }));
    });
  });

  async function serve(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const cors = corsHeaders(incoming);
    const method = (incoming.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      // Preflight: the app sends Authorization and Content-Type across origins.
      outgoing.writeHead(204, {
        ...cors,
        'access-control-allow-methods': ALLOWED_METHODS,
        'access-control-allow-headers': incoming.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
        'access-control-max-age': '600',
      });
      outgoing.end();
      return;
    }
    const raw = method === 'GET' || method === 'HEAD' ? undefined : await readBody(incoming);
    const body = raw && raw.length > 0 ? new Uint8Array(raw) : undefined;
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const request = new Request(`${INTERNAL_BASE}${incoming.url ?? '/'}`, { method, headers, body });
    const response = await getResponse(handlers, request);
    if (!response) {
      outgoing.writeHead(404, { ...cors, 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ error: { code: 'NotFound', message: `There is no ${method} ${incoming.url ?? '/'} in the API.` } }));
      return;
    }
    const responseHeaders: Record<string, string> = { ...cors };
    response.headers.forEach((value, name) => {
      responseHeaders[name] = value;
    });
    outgoing.writeHead(response.status, responseHeaders);
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // api-contract.md Live events: `ws://<host>/v2/live` on the same server.
  const stopLiveSockets = attachLiveSockets(server, backend.live);
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        stopLiveSockets();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function corsHeaders(incoming: IncomingMessage): Record<string, string> {
  const origin = incoming.headers.origin;
  return {
    'access-control-allow-origin': origin ?? '*',
    'access-control-expose-headers': 'Content-Type',
    vary: 'Origin',
  };
}

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

/** Keeps the state in a JSON file, so a standalone server can survive a restart when asked to. */
export function createFilePersistence(path: string): StatePersistence {
  return {
    load() {
      try {
        return JSON.parse(readFileSync(path, 'utf8')) as FakeState;
      } catch {
        return null;
      }
    },
    save(state) {
      writeFileSync(path, JSON.stringify(state));
    },
    clear() {
      rmSync(path, { force: true });
    },
  };
}
