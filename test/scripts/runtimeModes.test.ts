// @vitest-environment node
import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

/** The build's mode check of vite.config.ts, as Vite calls it once the configuration is resolved. */
function resolveBuild(mode: string, env: Record<string, string>): void {
  const plugins = (viteConfig.plugins ?? []).flat() as Plugin[];
  const runtimeModes = plugins.find((plugin) => plugin?.name === 'community:runtime-modes');
  const configResolved = runtimeModes?.configResolved;
  if (typeof configResolved !== 'function') throw new Error('vite.config.ts has no community:runtime-modes plugin');
  configResolved.call({} as never, { command: 'build', mode, env } as unknown as ResolvedConfig);
}

describe('the build (vite.config.ts, community:runtime-modes)', () => {
  it('stops a production build whose API base URL is plain http off loopback', () => {
    expect(() => resolveBuild('production', { VITE_API_BASE_URL: 'http://api.example.com' })).toThrow(
      /^The production build stops: VITE_API_BASE_URL is http:\/\/, which would send passwords and tokens in clear text/,
    );
  });

  it('builds against https, and the QA http build against the fake back end server on loopback (.env.http)', () => {
    expect(() => resolveBuild('production', { VITE_API_BASE_URL: 'https://api.example.com' })).not.toThrow();
    expect(() => resolveBuild('http', { VITE_API_BASE_URL: 'http://127.0.0.1:4010', VITE_PAYMENTS: 'fake' })).not.toThrow();
  });

  it('still stops a build without an API base URL, and a demo build with one', () => {
    expect(() => resolveBuild('production', {})).toThrow(/needs VITE_API_BASE_URL/);
    expect(() => resolveBuild('demo', { VITE_API_BASE_URL: 'https://api.example.com' })).toThrow(/unset VITE_API_BASE_URL/);
  });
});
