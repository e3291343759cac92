// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STATE_KEY, INVITATION_CODE } from '../../src/infrastructure/fake-api';
import { DEMO_MARKERS, findDemoLeaks, QA_BUILD_MODE } from '../../scripts/check-production-dist';

const planted: string[] = [];

/**
 * `import.meta.env` as Vite writes it into a minified build (main.tsx hands it whole to readConfig): strings in
 * template quotes, keys bare. `npm run build` is mode production, `npm run build:http` mode http.
 */
function buildEnvironment(mode: string, extra = ''): string {
  return `{BASE_URL:\`/\`,DEV:!1,MODE:\`${mode}\`,PROD:!0,SSR:!1,VITE_API_BASE_URL:\`https://api.example.com\`${extra}}`;
}

/** An entry chunk that hands the build's environment to the app, as the real one does. */
function entryChunk(environment: string): string {
  return `import{r as e}from"./config-def.js";const t=e(${environment},location.host);export{t as config};`;
}

/** A small build directory: an index.html and an entry chunk, plus whatever a case plants. */
function plantBuild(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'planted-dist-'));
  planted.push(dir);
  const all = {
    'index.html': '<!doctype html><script type="module" src="/assets/index-abc.js"></script>',
    'assets/index-abc.js': entryChunk(buildEnvironment('production')),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    ...files,
  };
  for (const [name, content] of Object.entries(all)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

afterEach(() => {
  for (const dir of planted.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the production build check (scripts/check-production-dist.ts)', () => {
  it('passes a build without demo code', () => {
    expect(findDemoLeaks(plantBuild())).toEqual([]);
  });

  it("fails on MSW's service worker, wherever it lies", () => {
    expect(findDemoLeaks(plantBuild({ 'mockServiceWorker.js': 'self.addEventListener("fetch",()=>{})' }))).toEqual(['mockServiceWorker.js: a demo-only file']);
    expect(findDemoLeaks(plantBuild({ 'demo/mockServiceWorker.js': '' }))).toEqual([expect.stringMatching(/^demo.mockServiceWorker\.js: a demo-only file$/)]);
  });

  it.each(DEMO_MARKERS.map((marker) => [marker.text, marker.what]))('fails on a chunk holding %j (%s)', (text) => {
    const leaks = findDemoLeaks(plantBuild({ 'assets/browser-xyz.js': `const planted=${JSON.stringify(`…${text}…`)};` }));

    expect(leaks).toEqual([expect.stringContaining(`assets/browser-xyz.js: contains "${text}"`)]);
  });

  it('fails on a missing or empty build, which would prove nothing', () => {
    expect(findDemoLeaks(join(tmpdir(), 'no-such-build-dir'))).toEqual([expect.stringMatching(/not a build directory/)]);
    const empty = mkdtempSync(join(tmpdir(), 'planted-dist-'));
    planted.push(empty);
    expect(findDemoLeaks(empty)).toEqual([expect.stringMatching(/no index\.html/)]);
  });

  it('fails on a production build that takes cards with the fake gateway (VITE_PAYMENTS=fake), wherever its environment lies', () => {
    const faked = buildEnvironment('production', ',VITE_PAYMENTS:`fake`');

    expect(findDemoLeaks(plantBuild({ 'assets/index-abc.js': entryChunk(faked) }))).toEqual([
      'assets/index-abc.js: a production build with VITE_PAYMENTS=fake (the fake card gateway charges nothing); only the QA build (mode http) may have it',
    ]);
    const quotedAsVite = '{"BASE_URL":"/","MODE":"production","VITE_PAYMENTS":" fake "}';
    expect(findDemoLeaks(plantBuild({ 'assets/index-abc.js': 'export const x=1;', 'assets/main-xyz.js': entryChunk(quotedAsVite) }))).toEqual([
      expect.stringMatching(/^assets.main-xyz\.js: a production build with VITE_PAYMENTS=fake/),
    ]);
    expect(findDemoLeaks(plantBuild({ 'assets/index-abc.js': entryChunk(buildEnvironment('staging', ",VITE_PAYMENTS:'fake'")) }))).toEqual([
      expect.stringContaining('a staging build with VITE_PAYMENTS=fake'),
    ]);
  });

  it('passes the QA http build with the fake gateway, and a production build with Stripe', () => {
    expect(QA_BUILD_MODE).toBe('http');
    expect(findDemoLeaks(plantBuild({ 'assets/index-abc.js': entryChunk(buildEnvironment('http', ',VITE_PAYMENTS:`fake`')) }))).toEqual([]);
    expect(findDemoLeaks(plantBuild({ 'assets/index-abc.js': entryChunk(buildEnvironment('production', ',VITE_STRIPE_PUBLISHABLE_KEY:`pk_live_1`')) }))).toEqual([]);
  });

  it("fails on a build whose environment it cannot find, which would prove nothing about its payments", () => {
    expect(findDemoLeaks(plantBuild({ 'assets/index-abc.js': 'const apiBaseUrl="https://api.example.com";export{apiBaseUrl};' }))).toEqual([
      "the build's environment (import.meta.env) is in no file: the check cannot tell its mode or its payments",
    ]);
  });

  it("looks for the seed's own values: renaming them in the fake back end cannot make the check vacuous", () => {
    const markers = DEMO_MARKERS.map((marker) => marker.text);
    const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);

    expect(markers).toEqual(expect.arrayContaining([DEMO_PASSWORD, INVITATION_CODE, DEMO_STATE_KEY]));
    expect(demoEmails.length).toBeGreaterThan(0);
    for (const email of demoEmails) expect(email.endsWith('@demo.test'), email).toBe(true);
  });
});
