// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markHiddenEdges } from '../../../src/presentation/widgets/hiddenEdges';

/** A row `width` px wide that shows `shown` px of it (jsdom lays nothing out). */
function row(width: number, shown: number): HTMLElement {
  const element = document.createElement('div');
  element.append(document.createElement('button'), document.createElement('button'));
  Object.defineProperty(element, 'scrollWidth', { value: width, configurable: true });
  Object.defineProperty(element, 'clientWidth', { value: shown, configurable: true });
  document.body.append(element);
  return element;
}

function scrollTo(element: HTMLElement, left: number) {
  element.scrollLeft = left;
  element.dispatchEvent(new Event('scroll'));
}

const marks = (element: HTMLElement) => ({ before: element.hasAttribute('data-more-before'), after: element.hasAttribute('data-more-after') });

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('markHiddenEdges', () => {
  it('marks the edges past which the row hides something, as it scrolls', () => {
    const chips = row(600, 343);
    const cleanup = markHiddenEdges(chips);
    expect(marks(chips)).toEqual({ before: false, after: true });

    scrollTo(chips, 120);
    expect(marks(chips)).toEqual({ before: true, after: true });

    scrollTo(chips, 257);
    expect(marks(chips)).toEqual({ before: true, after: false });

    cleanup?.();
    scrollTo(chips, 0);
    expect(marks(chips)).toEqual({ before: true, after: false });
  });

  it('marks nothing on a row that shows all it has', () => {
    const chips = row(500, 500);
    markHiddenEdges(chips);
    expect(marks(chips)).toEqual({ before: false, after: false });
  });

  it('looks again when the row or one of its items changes size, and stops watching when the row goes', () => {
    const observed: Element[] = [];
    let resized = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect = disconnect;
      },
    );
    const chips = row(500, 500);
    const cleanup = markHiddenEdges(chips);
    expect(observed).toEqual([chips, ...chips.children]);

    Object.defineProperty(chips, 'clientWidth', { value: 343, configurable: true });
    resized();
    expect(marks(chips)).toEqual({ before: false, after: true });

    cleanup?.();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('brings an item reached with the keyboard into the row’s sight, until the row goes', () => {
    const chips = row(600, 343);
    const last = chips.lastElementChild as HTMLElement;
    const scrolled = vi.fn();
    last.scrollIntoView = scrolled;
    const cleanup = markHiddenEdges(chips);
    last.focus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });

    cleanup?.();
    last.blur();
    last.focus();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
