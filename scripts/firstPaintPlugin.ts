import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { baseCss } from '../src/presentation/theme/baseCss';
import { FirstPaint } from '../src/presentation/shell/FirstPaint';

/**
 * Puts the first paint into index.html, in the dev server and in every build: the base CSS inline in
 * <head>, and inside #root the frame the app renders while it loads (header place, contents skeleton),
 * rendered from the app's own FirstPaint component. The page paints before any JavaScript runs, and
 * when React takes #root over it renders the same markup: nothing moves.
 */
export function firstPaint(): Plugin {
  return {
    name: 'community:first-paint',
    transformIndexHtml(html) {
      const frame = renderToStaticMarkup(createElement(FirstPaint, { label: 'Loading…' }));
      return html.replace('</head>', `    <style>${baseCss()}</style>\n  </head>`).replace('<div id="root"></div>', `<div id="root">${frame}</div>`);
    },
  };
}
