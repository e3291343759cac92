// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { firstPaint } from '../../scripts/firstPaintPlugin';
import { PREFETCH_SCRIPT, prefetchScriptElement } from '../../scripts/prefetchScript';
import { THEME_SCRIPT } from '../../scripts/themeScript';
import { baseCss } from '../../src/presentation/theme/baseCss';
import { FirstPaint } from '../../src/presentation/widgets/FirstPaint';

const INDEX = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

/** index.html as the plugin leaves it, in a build whose settings are `env` (none: the plugin saw no config). */
function transform(html: string, env?: Record<string, string>): string {
  const plugin = firstPaint();
  if (env) {
    const configResolved = typeof plugin.configResolved === 'function' ? plugin.configResolved : plugin.configResolved?.handler;
    if (!configResolved) throw new Error('the plugin has no configResolved');
    void configResolved.call({} as never, { env } as unknown as ResolvedConfig);
  }
  const hook = plugin.transformIndexHtml;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error('the plugin has no transformIndexHtml');
  return handler.call({} as never, html, {} as never) as string;
}

const HTTP_BUILD = { VITE_API_BASE_URL: 'http://api.test', VITE_HOST_SLUGS: 'club.example.org=green-table' };

describe('the first paint in index.html', () => {
  it('inlines the base CSS in the head, before any script', () => {
    const html = transform(INDEX, HTTP_BUILD);
    expect(html).toContain(`<style>${baseCss()}</style>`);
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the demo tools bar its band from the first paint in a demo build (no API base URL), and only there', () => {
    expect(transform(INDEX, {})).toContain(`<style>${baseCss()}:root{--app-inset-top:36px}</style>`);
    expect(transform(INDEX, HTTP_BUILD)).not.toContain('--app-inset-top:36px');
  });

  it('puts in #root exactly what the app renders while the network loads, so nothing moves when React takes over', () => {
    const html = transform(INDEX);
    const frame = renderToStaticMarkup(createElement(FirstPaint, { label: 'Loading…' }));
    expect(html).toContain(`<div id="root">${frame}</div>`);
    expect(frame).toContain('class="site-header"');
    expect(frame).toContain('skeleton--card');
    expect(frame).toContain('role="status"');
  });

  it('puts the prefetch script in the head of a build with an API base URL, before the first-paint CSS', () => {
    const html = transform(INDEX, HTTP_BUILD);

    const element = prefetchScriptElement(HTTP_BUILD);
    expect(element).not.toBe('');
    expect(html).toContain(element);
    expect(html.indexOf(element)).toBeLessThan(html.indexOf('<style>'));
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));

    const page = new DOMParser().parseFromString(html, 'text/html');
    const scripts = page.querySelectorAll('script');
    expect(scripts).toHaveLength(2);
    expect(scripts[0]?.textContent).toBe(THEME_SCRIPT);
    const script = scripts[1] as HTMLScriptElement;
    expect(script.parentElement).toBe(page.head);
    expect(script.textContent).toBe(PREFETCH_SCRIPT);
    expect(JSON.parse(script.dataset.hosts ?? '')).toEqual({ 'club.example.org': 'green-table' });
    expect({ ...script.dataset }).toEqual({
      api: 'http://api.test',
      hosts: '{"club.example.org":"green-table"}',
      locales: 'en it',
      localeCookie: 'locale',
      homePages: '/ /login /register /forgot-password',
      pageSize: '10',
      leadCoverWithin: '3',
      sessionKeyPrefix: 'refresh-token:',
    });
  });

  it.each([
    ['a build without an API base URL (the demo)', { VITE_HOST_SLUGS: 'club.example.org=green-table' }],
    ['a build whose API base URL is blank', { VITE_API_BASE_URL: '  ' }],
    ['the dev server before any config', undefined],
  ])('puts no prefetch script in %s, only the theme script, first in the head', (_build, env) => {
    const html = transform(INDEX, env);

    const page = new DOMParser().parseFromString(html, 'text/html');
    expect([...page.querySelectorAll('script')].map((script) => [script.parentElement?.tagName, script.textContent])).toEqual([['HEAD', THEME_SCRIPT]]);
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('<style>'));
    expect(html).toContain(`<style>${baseCss()}:root{--app-inset-top:36px}</style>`);
  });
});
