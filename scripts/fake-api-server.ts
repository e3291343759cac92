// Runs the embedded fake back end as a standalone HTTP server on loopback (Playwright's http mode).
//   npx tsx scripts/fake-api-server.ts            → http://127.0.0.1:4010
//   FAKE_API_PORT=4020 FAKE_API_STATE_FILE=/tmp/fake-api.json npx tsx scripts/fake-api-server.ts
import { createFakeBackend } from '../src/infrastructure/fake-api/index';
import { createFakeApiServer, createFilePersistence } from '../src/infrastructure/fake-api/node';

const port = Number(process.env.FAKE_API_PORT ?? '4010');
const host = process.env.FAKE_API_HOST ?? '127.0.0.1';
const stateFile = process.env.FAKE_API_STATE_FILE;

const backend = createFakeBackend(stateFile ? { persistence: createFilePersistence(stateFile) } : {});
const server = await createFakeApiServer(backend, { port, host });
console.log(`Fake API listening on ${server.url} (control: ${server.url}/__demo/scenarios, /__demo/inbox, POST /__demo/reset)`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
