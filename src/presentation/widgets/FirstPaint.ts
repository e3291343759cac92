import { createElement as h } from 'react';

const SKELETON_CARDS = 3;

/** The contents list while it loads: the title's line and three cards, sized like what replaces them. */
export function ContentsSkeleton({ label }: { label: string }) {
  return h(
    'div',
    { 'aria-busy': true },
    h('span', { role: 'status', className: 'visually-hidden' }, label),
    h(
      'ul',
      { className: 'stack', 'aria-hidden': true },
      Array.from({ length: SKELETON_CARDS }, (_, index) => h('li', { key: index }, h('span', { className: 'paper skeleton skeleton--card' }))),
    ),
  );
}

/**
 * The frame of a network page before its customization arrives: the header's place and the contents
 * skeleton. index.html carries the same markup (rendered from this component at build time) so it
 * paints before any JavaScript runs, and the app renders it again while it loads: nothing moves.
 * Written with createElement, not JSX, so the build's config can render it.
 */
export function FirstPaint({ label }: { label: string }) {
  return h(
    'div',
    { className: 'frame' },
    h(
      'header',
      { className: 'site-header' },
      h('span', { className: 'site-header__home', 'aria-hidden': true }, h('span', { className: 'skeleton skeleton--logo' }), h('span', { className: 'skeleton skeleton--name' })),
    ),
    // Not a main landmark yet: the page that replaces it has the one main.
    // The title's and the feed filters' places, then the contents'.
    h('div', { className: 'page' }, h('span', { className: 'skeleton skeleton--title', 'aria-hidden': true }), h('span', { className: 'skeleton skeleton--filters', 'aria-hidden': true }), h(ContentsSkeleton, { label })),
  );
}
