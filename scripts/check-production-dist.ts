// A production build must not ship the demo (DESIGN.md "Runtime modes": no fake back end in dist).
// `tsx scripts/check-production-dist.ts [dir …]` (default dist-http) fails when a build holds MSW's
// service worker, MSW's code, the fake back end's seed or the demo identity provider page, and when a
// production build (`npm run build`, Vite's mode `production`, or any mode but the QA one) takes cards with
// the fake gateway: `VITE_PAYMENTS=fake` is for the QA http build (`npm run build:http`, mode `http`) only.
// test/scripts/check-production-dist.test.ts plants each of them to prove the check is not vacuous.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files that only the demo has. */
export const DEMO_FILES: readonly string[] = ['mockServiceWorker.js'];

/** Text that only the demo's code holds, with what it gives away. */
export const DEMO_MARKERS: readonly { text: string; what: string }[] = [
  { text: 'mockServiceWorker', what: "MSW's service worker URL" },
  { text: '[MSW]', what: "MSW's log prefix" },
  { text: 'INTEGRITY_CHECK_REQUEST', what: "MSW's worker protocol" },
  { text: 'fake-api:state', what: "the fake back end's storage key" },
  { text: '@demo.test', what: 'the demo accounts of the seed' },
  { text: 'Demo!2026', what: 'the demo password of the seed' },
  { text: 'CLAY-2026', what: 'the invitation code of the seed' },
  { text: '/__demo/', what: 'the demo identity provider page or the demo controls' },
];

/**
 * The environment Vite wrote into the build, read from the app's `import.meta.env` (main.tsx hands it whole to
 * readConfig, so the build holds it as an object literal: `{BASE_URL:"/",…,MODE:"production",…,VITE_PAYMENTS:"fake"}`,
 * its strings in any of JavaScript's quotes once minified). Null when no file holds it.
 */
export function buildEnvironmentOf(files: readonly { name: string; content: string }[]): { file: string; mode: string; payments: string | null } | null {
  const quoted = (key: string) => new RegExp(`["'\`]?\\b${key}["'\`]?\\s*:\\s*(["'\`])(.*?)\\1`);
  for (const { name, content } of files) {
    for (const [literal] of content.matchAll(/\{["'`]?BASE_URL["'`]?\s*:[^{}]*\}/g)) {
      const mode = quoted('MODE').exec(literal)?.[2];
      if (mode === undefined) continue;
      return { file: name, mode, payments: quoted('VITE_PAYMENTS').exec(literal)?.[2]?.trim() ?? null };
    }
  }
  return null;
}

/** The one build that may take Stripe's test cards with the fake gateway: QA's, against the fake back end (.env.http). */
export const QA_BUILD_MODE = 'http';

/** A build's rules on its environment: the fake card gateway in the QA build only. */
function environmentFindings(files: readonly { name: string; content: string }[]): string[] {
  const environment = buildEnvironmentOf(files);
  if (environment === null) return ["the build's environment (import.meta.env) is in no file: the check cannot tell its mode or its payments"];
  if (environment.payments === 'fake' && environment.mode !== QA_BUILD_MODE) {
    return [
      `${environment.file}: a ${environment.mode} build with VITE_PAYMENTS=fake (the fake card gateway charges nothing); only the QA build (mode ${QA_BUILD_MODE}) may have it`,
    ];
  }
  return [];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** What in `dir` belongs to the demo only, one line per finding; a missing or empty build is a finding too. */
export function findDemoLeaks(dir: string): string[] {
  let isDirectory = false;
  try {
    isDirectory = statSync(dir).isDirectory();
  } catch {
    // missing: reported below
  }
  if (!isDirectory) return [`${dir} is not a build directory; build it first`];
  const files = filesUnder(dir).map((file) => ({ name: relative(dir, file), content: readFileSync(file, 'latin1') }));
  if (!files.some(({ name }) => name.endsWith('index.html'))) return [`${dir} has no index.html; is it a build?`];
  const leaks: string[] = [];
  for (const { name, content } of files) {
    if (DEMO_FILES.some((demoFile) => name.split(/[\\/]/).at(-1) === demoFile)) leaks.push(`${name}: a demo-only file`);
    for (const marker of DEMO_MARKERS) {
      if (content.includes(marker.text)) leaks.push(`${name}: contains "${marker.text}" (${marker.what})`);
    }
  }
  return [...leaks, ...environmentFindings(files.filter(({ name }) => name.endsWith('.js')))];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['dist-http'];
  let failed = false;
  for (const dir of dirs) {
    const leaks = findDemoLeaks(dir);
    if (leaks.length === 0) {
      console.log(`${dir}: no fake back end, MSW worker or demo page in this production build`);
      continue;
    }
    failed = true;
    console.error(`${dir}: this production build ships demo code:\n${leaks.map((leak) => `  ${leak}`).join('\n')}`);
  }
  process.exit(failed ? 1 : 0);
}
