// `npm run bench:lighthouse` (not part of `npm test`): Lighthouse, mobile preset, on a network home and
// its /login, against the http build served statically (`vite preview`, with the CSP headers) and the
// fake back end server, as DESIGN.md's budgets ask. Prints the median of RUNS runs per page, in each scheme of the
// device: light, and dark (Chromium's --force-dark-mode, which index.html's theme script follows before the first paint).
//
// Needs Chromium (CHROMIUM_PATH, else Debian's /usr/bin/chromium) and the npm registry (Lighthouse is
// fetched by npx at the pinned version, so it does not weigh on `npm ci`). `--no-build` reuses dist-http/.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { run, startBenchServers } from './benchServers.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PREVIEW_PORT = 4180;
const FAKE_API_PORT = 4010;
const PAGES = ['/harbour-runners', '/harbour-runners/login'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The device's scheme, as the chrome flags set it. `BENCH_SCHEMES=dark` measures one. */
const SCHEMES = { light: [], dark: ['--force-dark-mode'] };
const CHOSEN_SCHEMES = (process.env.BENCH_SCHEMES ?? 'light,dark').split(',').filter((scheme) => scheme in SCHEMES);

if (!existsSync(CHROMIUM)) {
  console.error(`bench: no Chromium at ${CHROMIUM}; install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build:http']);

const servers = await startBenchServers({ fakeApiPort: FAKE_API_PORT, previewPort: PREVIEW_PORT });

try {
  const results = [];
  for (const scheme of CHOSEN_SCHEMES) {
    for (const page of PAGES) {
      const runs = [];
      for (let index = 0; index < RUNS; index += 1) {
        // Every run starts from the seed: a sign-up left by an earlier run must not change what is measured.
        await fetch(`http://127.0.0.1:${FAKE_API_PORT}/__demo/reset`, { method: 'POST' });
        runs.push(lighthouse(`http://127.0.0.1:${PREVIEW_PORT}${page}`, SCHEMES[scheme]));
        process.stdout.write(`  ${page} (${scheme}) run ${index + 1}/${RUNS}: score ${runs.at(-1).score.toFixed(2)}\n`);
      }
      results.push({ page, scheme, ...medianOf(runs) });
    }
  }
  printTable(results);
  printModal(await modalTimings(`http://127.0.0.1:${PREVIEW_PORT}${PAGES[0]}`));
} finally {
  servers.stop();
}

function lighthouse(url, flags) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const output = join(dir, 'report.json');
  try {
    run('npx', [
      '--yes', LIGHTHOUSE, url,
      '--only-categories=performance,accessibility',
      '--output=json', `--output-path=${output}`, '--quiet',
      `--chrome-flags=${['--headless=new', '--no-sandbox', '--disable-gpu', ...flags].join(' ')}`,
    ], { CHROME_PATH: CHROMIUM });
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
    const scripts = (report.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
    return {
      score: report.categories.performance.score,
      accessibility: report.categories.accessibility.score,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Click on 'Sign in' to dialog in the page, from the app's own Performance marks (auth-modal-shown), each
 * on a fresh page once its contents are listed:
 * - cold: the very first thing the visitor does is the click (the modal's code loads after it);
 * - warm: the visitor has used the page first (scrolled it), which loads the modal's code, and clicks once
 *   the page is quiet again (the "warm page");
 * - again: a second opening on the same page.
 */
async function modalTimings(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const cold = [];
  const warm = [];
  const again = [];
  const open = async (page, times) => {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').waitFor();
    times.push(await page.evaluate(() => performance.getEntriesByName('auth-modal-shown').at(-1)?.duration ?? Number.NaN));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  };
  try {
    for (let index = 0; index < RUNS; index += 1) {
      for (const used of [false, true]) {
        const page = await browser.newPage();
        await page.goto(url);
        await page.getByRole('feed', { name: 'Latest contents' }).waitFor();
        if (used) {
          await page.mouse.wheel(0, 200);
          await page.waitForLoadState('networkidle');
          await open(page, warm);
          await open(page, again);
        } else {
          await open(page, cold);
        }
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { cold: median(cold), warm: median(warm), again: median(again) };
}

function printModal({ cold, warm, again }) {
  console.log(
    `\nSign-in modal, click to dialog in the page (median of ${RUNS}, no throttling): cold page ${Math.round(cold)} ms, ` +
      `warm page ${Math.round(warm)} ms, second opening ${Math.round(again)} ms.`,
  );
}

function medianOf(runs) {
  const median = (key) => {
    const sorted = runs.map((item) => item[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  return Object.fromEntries(['score', 'accessibility', 'fcp', 'lcp', 'tbt', 'cls', 'jsBytes'].map((key) => [key, median(key)]));
}

function printTable(results) {
  const lines = [
    `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset, median of ${RUNS} runs; http build served by vite preview, fake back end server.`,
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}.`,
    '',
    '| page | device | score | accessibility | FCP | LCP | TBT | CLS | JS transferred |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map((row) =>
      `| ${row.page} | ${row.scheme} | ${row.score.toFixed(2)} | ${row.accessibility.toFixed(2)} | ${(row.fcp / 1000).toFixed(2)} s | ${(row.lcp / 1000).toFixed(2)} s | ` +
      `${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${(row.jsBytes / 1024).toFixed(0)} KB |`,
    ),
  ];
  console.log(`\n${lines.join('\n')}`);
}
