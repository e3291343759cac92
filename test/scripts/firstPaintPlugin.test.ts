import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { firstPaint } from '../../scripts/firstPaintPlugin';
import { baseCss } from '../../src/presentation/theme/baseCss';
import { FirstPaint } from '../../src/presentation/shell/FirstPaint';

const INDEX = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

function transform(html: string): string {
  const hook = firstPaint().transformIndexHtml;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error('the plugin has no transformIndexHtml');
  return handler.call({} as never, html, {} as never) as string;
}

describe('the first paint in index.html', () => {
  it('inlines the base CSS in the head, before any script', () => {
    const html = transform(INDEX);
    expect(html).toContain(`<style>${baseCss()}</style>`);
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('puts in #root exactly what the app renders while the network loads, so nothing moves when React takes over', () => {
    const html = transform(INDEX);
    const frame = renderToStaticMarkup(createElement(FirstPaint, { label: 'Loading…' }));
    expect(html).toContain(`<div id="root">${frame}</div>`);
    expect(frame).toContain('class="site-header"');
    expect(frame).toContain('skeleton--card');
    expect(frame).toContain('role="status"');
  });
});
