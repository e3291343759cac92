/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { securityHeaders } from './scripts/securityHeaders';
import { firstPaint } from './scripts/firstPaintPlugin';
import { plainDynamicImports } from './scripts/plainDynamicImports';
import { reactRouterTreeShaking } from './scripts/reactRouterTreeShaking';
import { apiBaseUrlProblem } from './src/composition/config';

/** `vite build --mode demo` (`npm run build:demo`): the one build that ships the embedded fake back end. */
const DEMO_MODE = 'demo';
/** MSW's service worker, served at the site root so that it controls every page; kept out of public/. */
const MSW_WORKER_NAME = 'mockServiceWorker.js';
const MSW_WORKER_PATH = fileURLToPath(new URL('./src/infrastructure/fake-api/worker/mockServiceWorker.js', import.meta.url));

/**
 * The runtime modes of DESIGN.md, enforced at build time. A build fails closed: anything but the demo
 * build needs `VITE_API_BASE_URL` (without it the app would start the fake back end, with its demo
 * accounts, in production), https or plain http on loopback only (`apiBaseUrlProblem`), and the demo
 * build takes none. MSW's worker exists only where the fake back
 * end runs: the dev server (demo mode) serves it and the demo build emits it; no other build has it.
 */
function runtimeModes(): Plugin {
  let demoBuild = false;
  return {
    name: 'community:runtime-modes',
    configResolved(config) {
      if (config.command !== 'build') return;
      const apiBaseUrl = String(config.env.VITE_API_BASE_URL ?? '').trim();
      demoBuild = config.mode === DEMO_MODE;
      if (demoBuild && apiBaseUrl) {
        throw new Error(`The demo build embeds the fake back end and talks to no other: unset VITE_API_BASE_URL (it is "${apiBaseUrl}").`);
      }
      if (!demoBuild && !apiBaseUrl) {
        throw new Error(
          `A ${config.mode} build needs VITE_API_BASE_URL, the back end's base URL: e.g. VITE_API_BASE_URL=https://api.example.com npm run build. ` +
            'For the demo app with its embedded fake back end, run npm run build:demo.',
        );
      }
      const problem = demoBuild ? null : apiBaseUrlProblem(apiBaseUrl);
      if (problem) throw new Error(`The ${config.mode} build stops: ${problem}`);
    },
    configureServer(server) {
      if (String(server.config.env.VITE_API_BASE_URL ?? '').trim()) return;
      server.middlewares.use(`/${MSW_WORKER_NAME}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(MSW_WORKER_PATH));
      });
    },
    generateBundle() {
      if (demoBuild) this.emitFile({ type: 'asset', fileName: MSW_WORKER_NAME, source: readFileSync(MSW_WORKER_PATH, 'utf8') });
    },
  };
}

/**
 * `vite preview` serves a build with the security headers its static host sends (scripts/securityHeaders.ts),
 * for the API base URL of the mode it is given: the http build's preview runs with `--mode http`, so that
 * it reads `.env.http`. The dev server (`npm start`) gets none: its React refresh preamble is an inline script.
 */
function previewSecurityHeaders(): Plugin {
  return {
    name: 'community:preview-security-headers',
    config(config, { mode, isPreview }) {
      if (!isPreview) return undefined;
      const env = loadEnv(mode, config.root ?? process.cwd());
      return { preview: { headers: securityHeaders(env.VITE_API_BASE_URL ?? '', { https: Boolean(config.preview?.https) }) } };
    },
  };
}

/**
 * The entry's static imports (React, the runtime, shared chunks), named in index.html: without it the
 * browser learns of them only once the entry has arrived, a second round trip before anything runs
 * (`modulePreload: false` below turns Vite's own lists off, for the lazy chunks' sake).
 */
function entryImportsPreloaded(): Plugin {
  return {
    name: 'community:entry-imports-preloaded',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk, bundle }) {
        if (!chunk || !bundle) return undefined;
        const files = new Set<string>();
        const visit = (imports: readonly string[]) => {
          for (const file of imports) {
            if (files.has(file)) continue;
            files.add(file);
            const imported = bundle[file];
            if (imported?.type === 'chunk') visit(imported.imports);
          }
        };
        visit(chunk.imports);
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * react-router's and mobx's package exports name builds with their development checks (react-router
 * names only its development build); builds take the production builds each ships beside them: the
 * same API, lighter on the first load. Likewise the metadata polyfill inversify imports is, in builds, the
 * three functions of it inversify calls (src/composition/reflectMetadata.ts; the unit tests keep the polyfill).
 */
function productionBuildsOfLibraries(): Plugin {
  const file = (path: string) => fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));
  const alias = [
    { find: /^react-router$/, replacement: file('react-router/dist/production/index.mjs') },
    { find: /^mobx$/, replacement: file('mobx/dist/mobx.esm.production.min.js') },
    // fetch-retry's module itself rather than the UMD copy its "browser" field names: the same code without the
    // UMD wrapper (0.1 KB gzip of the first load).
    { find: /^fetch-retry$/, replacement: file('fetch-retry/index.js') },
    { find: /^reflect-metadata\/lite$/, replacement: fileURLToPath(new URL('./src/composition/reflectMetadata.ts', import.meta.url)) },
  ];
  return {
    name: 'community:production-builds-of-libraries',
    config(_config, { command }) {
      return command === 'build' ? { resolve: { alias } } : undefined;
    },
  };
}

export default defineConfig({
  plugins: [react(), runtimeModes(), firstPaint(), previewSecurityHeaders(), productionBuildsOfLibraries(), reactRouterTreeShaking(), plainDynamicImports(), entryImportsPreloaded()],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // No preload lists for lazy chunks: the table of every chunk's dependencies they need sits in the
    // entry chunk (1.4 KB gzip of the first load's 130). A lazy screen's own imports are then fetched
    // when its chunk arrives, one level later; the screens that must open fast (the sign-in modal) are
    // requested ahead (see AuthDialogHost).
    modulePreload: false,
    rollupOptions: {
      // A feature's index.ts only re-exports (DESIGN.md Features): importing one name from it must not bring the
      // feature's other modules, which would move lazy screens into the first load (decorated presenters look
      // like side effects to the bundler). Declared free of side effects, a barrel brings only what is used.
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/](presentation|application[\\/]usecases)[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }] },
      output: {
        // Stable vendor chunks keep the first-load budget readable in `npm run size`. MUI and emotion are
        // two chunks, used only by lazy screens and dialogs: the sign-in modal arrives in a handful of
        // files instead of thirty (HTTP/1.1 fetches six at a time, one import level after another). The
        // first (emotion, MUI's system and styles: what the theme needs) and the components are evaluated in
        // separate tasks when the auth pages open their modal (AuthDialogHost): one chunk was one long task.
        // Priorities: a group takes its modules' dependencies along, and React must stay in its own. MobX
        // rides with React: the first load is one file shorter, and 0.4 KB gzip lighter than with it apart.
        // `app` is the rest of the first load: every module the entry imports statically (rolldown's `$initial`
        // tag), which rolldown then puts in the entry's own file. Left to itself, rolldown moves a module that the
        // entry shares with lazy chunks into the entry only when its checks allow (no chunk cycle, module by
        // module, in its own order), and otherwise gives it a first-load file of its own: SafeSitePath was one,
        // and with a top-level side effect in KeyValueStore there were 13 (DESIGN.md Budgets).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|mobx|mobx-react-lite)[\\/]/, priority: 3 },
            { name: 'mui-styles', test: /node_modules[\\/](@mui[\\/](system|styled-engine|utils|private-theming|types)|@mui[\\/]material[\\/]styles|@emotion|stylis|hoist-non-react-statics|react-is|clsx|prop-types)[\\/]/, priority: 2 },
            // MUI X (the manager area's charts and date pickers) is left out: in this chunk every member's first
            // dialog would bring it (about 100 KB gzip); it stays in the manager area's chunks.
            { name: 'mui', test: /node_modules[\\/](@mui[\\/](?!x-)[^\\/]+|react-transition-group|@popperjs)[\\/]/, priority: 1 },
            { name: 'app', tags: ['$initial'], priority: 0 },
          ],
        },
      },
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the two-core CI machine.
    maxWorkers: availableParallelism(),
    // A test file that needs a document says so with `// @vitest-environment jsdom` at its top: a node test file
    // starts in a few milliseconds, a jsdom one in about a second on this machine.
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    // A safety net, not a speed target: a view test with an accessibility check (axe in jsdom) takes 3–6 s on the
    // two-core CI machine under two workers; 5 s, vitest's default, made them fail for the load alone.
    testTimeout: 15_000,
    // Test files share a worker's module cache: importing the app's modules once per worker rather than once per
    // file halves the suite (checked with shuffled orders). A test leaves no global state behind.
    isolate: false,
  },
});
