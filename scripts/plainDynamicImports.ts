import type { Plugin } from 'vite';

/** The module Vite imports the wrapper of every dynamic import from, in builds. */
const PRELOAD_HELPER = /^\0vite\/preload-helper\.js$/;

/**
 * Vite wraps each dynamic import of a build in a helper that first preloads what the chunk needs. With
 * `modulePreload: false` (vite.config.ts: the lazy chunks' dependency lists would sit in the entry) what it preloads
 * is the chunks' CSS, and the app has none (its styles are the first-paint CSS and emotion's): every list was empty,
 * and the helper was 0.7 KB gzip of the first load (DESIGN.md Budgets). Here it only runs the import. The build stops
 * when that would change what a page loads: a chunk that imports CSS, or JavaScript preloading turned on.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'community:plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      if (config.build.modulePreload !== false) throw new Error('plainDynamicImports preloads nothing: the build needs modulePreload: false.');
    },
    load: {
      filter: { id: PRELOAD_HELPER },
      handler: () => 'export const __vitePreload = (load) => load();',
    },
    generateBundle(_options, bundle) {
      // index.html links the CSS of the entry and of what it imports statically; a lazy chunk's came through the helper.
      const linked = new Set<string>();
      const link = (fileName: string) => {
        const file = bundle[fileName];
        if (linked.has(fileName) || file?.type !== 'chunk') return;
        linked.add(fileName);
        file.imports.forEach(link);
      };
      for (const file of Object.values(bundle)) if (file.type === 'chunk' && file.isEntry) link(file.fileName);
      for (const file of Object.values(bundle)) {
        const css = file.type === 'chunk' && !linked.has(file.fileName) ? [...(file.viteMetadata?.importedCss ?? [])] : [];
        if (css.length > 0) this.error(`${file.fileName} imports CSS (${css.join(', ')}), which plainDynamicImports does not load with it.`);
      }
    },
  };
}
