import { vi } from 'vitest';

/** What scrolls a list of its own: a test's scroller, the chat's log. */
const SCROLLERS = '[data-scroller], [role="log"]';

/**
 * jsdom lays nothing out: the virtual lists' tests give the rows (`[data-index]`) a height, a scroller
 * (`[data-scroller]`, the chat's log) a box and a scroll (`scrollTo`), and the window a scroll, so the virtualizer measures and
 * scrolls as in a browser. Returns the undo.
 */
export function stubLayout({ rowHeight, scrollerHeight = 500 }: { rowHeight: number | ((row: HTMLElement) => number); scrollerHeight?: number }): () => void {
  const heightOf = (element: HTMLElement): number => (typeof rowHeight === 'number' ? rowHeight : rowHeight(element));
  const spies = [
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-index') ? heightOf(this) : 0;
    }),
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return this.matches(SCROLLERS) ? scrollerHeight : 0;
    }),
    // A scroller is as tall as the virtual list in it (its padding, its rows and their gaps, whether it is drawn whole
    // or not); the page is very tall.
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
      if (this === document.documentElement) return 10_000_000;
      if (!this.matches(SCROLLERS)) return 0;
      const list = this.querySelector<HTMLElement>('[data-index]')?.parentElement;
      if (!list) return 10_000_000;
      const rows = [...list.children].filter((row): row is HTMLElement => row instanceof HTMLElement);
      const gaps = Math.max(0, rows.length - 1) * (parseFloat(list.style.gap) || 0);
      const padding = (parseFloat(list.style.paddingTop) || 0) + (parseFloat(list.style.paddingBottom) || 0);
      return padding + gaps + rows.reduce((sum, row) => sum + heightOf(row), 0);
    }),
    // Everything sits at the top of what scrolls it: moved up by its scroll, as a browser's boxes are.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const scroller = this.parentElement?.closest(SCROLLERS);
      return DOMRect.fromRect({ x: 0, y: -(scroller ? scroller.scrollTop : window.scrollY), width: 0, height: 0 });
    }),
  ];
  // As in a browser, a scroller's scroll stays between its top and its bottom.
  const scrolls = new WeakMap<Element, number>();
  const scrollTopSpies = [
    vi.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(function (this: Element) {
      return scrolls.get(this) ?? 0;
    }),
    vi.spyOn(Element.prototype, 'scrollTop', 'set').mockImplementation(function (this: Element, top: number) {
      scrolls.set(this, this.matches(SCROLLERS) ? Math.max(0, Math.min(top, this.scrollHeight - this.clientHeight)) : top);
    }),
  ];
  // As in a browser, a scroll to where it already is fires no scroll event.
  const scrollTo = function (this: Element, options: ScrollToOptions) {
    const top = options.top ?? this.scrollTop;
    if (top === this.scrollTop) return;
    this.scrollTop = top;
    this.dispatchEvent(new Event('scroll'));
  };
  Object.defineProperty(Element.prototype, 'scrollTo', { value: scrollTo, configurable: true, writable: true });
  const windowScrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions | number, y?: number) => {
    const top = typeof options === 'number' ? (y ?? 0) : (options.top ?? window.scrollY);
    if (top !== window.scrollY) scrollWindowTo(top);
  }) as typeof window.scrollTo);
  // A ResizeObserver that reports each element's height once it is observed, as a browser does after its layout.
  class ReportingResizeObserver {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() => {
        if (!target.isConnected) return;
        const blockSize = target instanceof HTMLElement ? target.offsetHeight : 0;
        this.report([{ target, borderBoxSize: [{ blockSize, inlineSize: 0 }] } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      });
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
  return () => {
    vi.unstubAllGlobals();
    [...spies, ...scrollTopSpies].forEach((spy) => spy.mockRestore());
    windowScrollTo.mockRestore();
    delete (Element.prototype as Partial<Element>).scrollTo;
    scrollWindowTo(0);
  };
}

/** The window scrolled to `y`, as a person's scroll would leave it. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}
