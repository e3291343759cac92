/** The demo tools bar's height, in px: the band at the top of the window the app leaves to it (`--app-inset-top`). */
export const DEMO_BAR_HEIGHT = 36;

/**
 * Has the app leave the demo tools bar its band at the top of the window, where the bar is. (A demo build's
 * index.html reserves it from the first paint already: scripts/firstPaintPlugin.ts.)
 */
export function reserveDemoBarSpace(root: HTMLElement): void {
  root.style.setProperty('--app-inset-top', `${DEMO_BAR_HEIGHT}px`);
}
