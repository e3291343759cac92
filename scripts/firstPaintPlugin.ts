import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { prefetchScriptElement } from './prefetchScript';
import { themeScriptElement } from './themeScript';
import { baseCss } from '../src/presentation/theme/baseCss';
import { FirstPaint } from '../src/presentation/widgets/FirstPaint';
import { DEMO_BAR_HEIGHT } from '../src/infrastructure/fake-api/devtools/demoBarSpace';

/**
 * Puts the first paint into index.html, in the dev server and in every build: the theme script (the page's scheme
 * before it paints, themeScript.js) and the base CSS inline in
 * <head>, and inside #root the frame the app renders while it loads (header place, contents skeleton),
 * rendered from the app's own FirstPaint component. The page paints before any JavaScript runs, and
 * when React takes #root over it renders the same markup: nothing moves. In a build with an API base URL,
 * the head also gets the script that asks for the page's data while the app loads (prefetchScript.ts); in one without
 * (demo mode) the frame starts below the band the demo tools bar will take, so nothing moves when the bar comes.
 */
export function firstPaint(): Plugin {
  let env: Record<string, string> = {};
  return {
    name: 'community:first-paint',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml(html) {
      const frame = renderToStaticMarkup(createElement(FirstPaint, { label: 'Loading…' }));
      const prefetch = prefetchScriptElement(env);
      const demoBarBand = env.VITE_API_BASE_URL?.trim() ? '' : `:root{--app-inset-top:${DEMO_BAR_HEIGHT}px}`;
      return html
        .replace('</head>', `    ${themeScriptElement()}\n    ${prefetch ? `${prefetch}\n    ` : ''}<style>${baseCss()}${demoBarBand}</style>\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root">${frame}</div>`);
    },
  };
}
