// What the benchmarks (`bench:lighthouse`, `bench:scale`) share: a build step, and the http build served statically
// (`vite preview`, with the CSP headers) beside the fake back end server, both stopped when the benchmark ends.
import { spawn, spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';

export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/**
 * Starts the fake back end server on `fakeApiPort` (the http build's VITE_API_BASE_URL names it) and the preview of
 * `outDir` on `previewPort` (`env`: the preview's, e.g. the API base its CSP allows), and waits until both answer. A port already taken stops the benchmark: the server there
 * is someone else's (an end-to-end run's), and a benchmark must not seed or reset it.
 */
export async function startBenchServers({ fakeApiPort, previewPort, outDir = 'dist-http', env = {} }) {
  for (const port of [fakeApiPort, previewPort]) {
    if (await isListening(port)) throw new Error(`bench: port ${port} is in use (an end-to-end run?); stop it first`);
  }
  const servers = [
    start('npx', ['tsx', 'scripts/fake-api-server.ts'], { FAKE_API_PORT: String(fakeApiPort) }),
    start('npx', ['vite', 'preview', '--mode', 'http', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(previewPort), '--strictPort'], env),
  ];
  // Each server runs in a process group of its own: npx's children go with it.
  const stop = () => servers.forEach((server) => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  });
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  await waitFor(`http://127.0.0.1:${fakeApiPort}/__demo/scenarios`);
  await waitFor(`http://127.0.0.1:${previewPort}/`);
  return { stop };
}

function start(command, args, env = {}) {
  return spawn(command, args, { stdio: 'ignore', detached: true, env: { ...process.env, ...env } });
}

function isListening(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`bench: ${url} did not answer within ${timeoutMs / 1000} s`);
}
