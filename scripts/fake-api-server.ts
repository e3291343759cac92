// Runs the embedded fake back end as a standalone HTTP server on loopback (Playwright's http mode), its live socket
// (api-contract.md Live events) on the same port.
//   npx tsx scripts/fake-api-server.ts            → http://127.0.0.1:4010
//   FAKE_API_PORT=4020 FAKE_API_STATE_FILE=/tmp/fake-api.json npx tsx scripts/fake-api-server.ts
import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';
import { createFakeBackend } from '../src/infrastructure/fake-api/index';
import { createFakeApiServer, createFilePersistence } from '../src/infrastructure/fake-api/node';
import { securityHeaders } from './securityHeaders';

const port = Number(process.env.FAKE_API_PORT ?? '4010');
const host = process.env.FAKE_API_HOST ?? '127.0.0.1';
const stateFile = process.env.FAKE_API_STATE_FILE;

const backend = createFakeBackend(stateFile ? { persistence: createFilePersistence(stateFile) } : {});
const server = await createFakeApiServer(backend, { port, host });

// Every answer (JSON, preflight, 404, 500) carries the app's security headers (scripts/securityHeaders.ts),
// set as each request starts, before the server writes its own: createFakeApiServer takes no headers, and
// this process runs no other HTTP server.
const headers = Object.entries(securityHeaders(server.url, { https: new URL(server.url).protocol === 'https:' }));
subscribe('http.server.request.start', (message) => {
  const { response } = message as { response: ServerResponse };
  for (const [name, value] of headers) response.setHeader(name, value);
});

console.log(
  `Fake API listening on ${server.url} (live socket: ${server.url.replace(/^http/, 'ws')}/v2/live; control: ${server.url}/__demo/scenarios, /__demo/inbox, /__demo/live, POST /__demo/reset)`,
);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
