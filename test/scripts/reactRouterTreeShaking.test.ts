// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactRouterTreeShaking } from '../../scripts/reactRouterTreeShaking';

/** The build of react-router that vite.config.ts gives the app's builds. */
const REACT_ROUTER = fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url));
const ENTRY = 'virtual:uses-link';

/** The production bundle of a module that renders react-router's Link, with React left out. */
async function bundleUsingLink(plugins: Plugin[]): Promise<string> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === ENTRY ? id : null),
    load: (id) => (id === ENTRY ? `import { Link } from ${JSON.stringify(REACT_ROUTER)};\nexport const home = Link;` : null),
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, ...plugins],
    build: { write: false, minify: false, rollupOptions: { input: ENTRY, external: [/^react(-dom)?($|\/)/], preserveEntrySignatures: 'strict' } },
  })) as Rolldown.RolldownOutput;
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

describe('react-router in the builds (scripts/reactRouterTreeShaking.ts)', () => {
  it('leaves out the components the app does not use, and keeps the one it does', async () => {
    const code = await bundleUsingLink([reactRouterTreeShaking()]);

    expect(code).toContain('function LinkWithRef');
    expect(code).not.toContain('function NavLinkWithRef');
    expect(code).not.toContain('function useSubmit(');
  }, 30_000);
});
