/** An IntersectionObserver the test moves by hand: `show(element, share)` is the browser reporting a crossing. */
export class FakeIntersectionObserver {
  readonly observed = new Set<Element>();
  /** Every observe(), as a real observer reports each newly observed element's share at once. */
  readonly observeCalls: Element[] = [];
  options: IntersectionObserverInit;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit,
  ) {
    this.options = options;
  }
  observe(element: Element) {
    this.observeCalls.push(element);
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show(element: Element, share: number) {
    if (!this.observed.has(element)) return;
    this.callback([{ target: element, intersectionRatio: share, isIntersecting: share > 0 } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}
