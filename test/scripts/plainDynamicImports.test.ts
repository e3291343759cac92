// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { plainDynamicImports } from '../../scripts/plainDynamicImports';

let root: string | null = null;

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

/** Builds an entry that loads `lazy.js` on demand, from these files, and gives the entry's code. */
async function entryOfBuild(files: Record<string, string>, plugins: Plugin[], modulePreload: false | true = false): Promise<string> {
  root = mkdtempSync(join(tmpdir(), 'plain-dynamic-imports-'));
  writeFileSync(join(root, 'main.js'), "export const open = () => import('./lazy.js');\n");
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, modulePreload, rollupOptions: { input: join(root, 'main.js'), preserveEntrySignatures: 'strict' } },
  })) as Rolldown.RolldownOutput;
  const entry = output.output.find((file) => file.type === 'chunk' && file.isEntry);
  return entry?.type === 'chunk' ? entry.code : '';
}

describe('dynamic imports in the builds (scripts/plainDynamicImports.ts)', () => {
  it('load a lazy chunk with the import alone, without Vite’s preloading helper', async () => {
    const entry = await entryOfBuild({ 'lazy.js': 'export const screen = 1;\n' }, [plainDynamicImports()]);

    expect(entry).toContain('import("./lazy-');
    expect(entry).not.toContain('vite:preloadError');
    expect(entry).not.toContain('modulepreload');
  }, 30_000);

  it('stop the build when a lazy chunk imports CSS, which the import alone would not load', async () => {
    const files = { 'lazy.js': "import './lazy.css';\nexport const screen = 1;\n", 'lazy.css': 'p { color: red; }\n' };

    await expect(entryOfBuild(files, [plainDynamicImports()])).rejects.toThrow(/imports CSS/);
  }, 30_000);

  it('stop a build that preloads lazy chunks’ JavaScript, which it would no longer do', async () => {
    await expect(entryOfBuild({ 'lazy.js': 'export const screen = 1;\n' }, [plainDynamicImports()], true)).rejects.toThrow(/modulePreload: false/);
  }, 30_000);
});
