// A production build must not ship the demo (DESIGN.md "Runtime modes": no fake back end in dist).
// `tsx scripts/check-production-dist.ts [dir …]` (default dist-http) fails when a build holds MSW's
// service worker, MSW's code, the fake back end's seed or the demo identity provider page.
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
  const files = filesUnder(dir);
  const leaks = files.some((file) => file.endsWith('index.html')) ? [] : [`${dir} has no index.html; is it a build?`];
  for (const file of files) {
    const name = relative(dir, file);
    if (DEMO_FILES.some((demoFile) => name.split(/[\\/]/).at(-1) === demoFile)) leaks.push(`${name}: a demo-only file`);
    const content = readFileSync(file, 'latin1');
    for (const marker of DEMO_MARKERS) {
      if (content.includes(marker.text)) leaks.push(`${name}: contains "${marker.text}" (${marker.what})`);
    }
  }
  return leaks;
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
