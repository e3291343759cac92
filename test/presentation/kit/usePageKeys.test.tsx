// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { keyBelongsToFocus, usePageKeys } from '../../../src/presentation/kit/usePageKeys';

const heard: string[] = [];
function pressed(event: KeyboardEvent): boolean {
  heard.push(event.key);
  return event.key === 'm';
}

function Page() {
  usePageKeys(pressed);
  return <input aria-label="anywhere" />;
}

function press(key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  document.body.dispatchEvent(event);
  return event;
}

describe('usePageKeys', () => {
  it('hands each key pressed on the page to the view while it is there; a key it used does nothing else', () => {
    heard.length = 0;
    const { unmount } = render(<Page />);
    const used = press('m');
    const passed = press('x');
    expect([used.defaultPrevented, passed.defaultPrevented]).toEqual([true, false]);
    unmount();
    const afterwards = press('m');
    expect(afterwards.defaultPrevented).toBe(false);
    expect(heard).toEqual(['m', 'x']);
  });
});

describe('keyBelongsToFocus', () => {
  it('gives a key typed in a field, or in a dialog, listbox or menu, to it rather than to the page', () => {
    render(
      <>
        <input aria-label="field" />
        <textarea aria-label="text" />
        <div role="dialog" aria-label="dialog">
          <button type="button">in a dialog</button>
        </div>
        <button type="button">on the page</button>
      </>,
    );
    const keyAt = (element: Element) => {
      const event = new KeyboardEvent('keydown', { key: '/', bubbles: true });
      let belongs: boolean | null = null;
      element.addEventListener('keydown', (heard) => (belongs = keyBelongsToFocus(heard as KeyboardEvent)), { once: true });
      element.dispatchEvent(event);
      return belongs;
    };
    const [field, text, inDialog, onPage] = ['input', 'textarea', '[role="dialog"] button', 'body > div > button:last-of-type'].map((selector) => document.querySelector(selector));
    expect([field, text, inDialog, onPage].map((element) => element && keyAt(element))).toEqual([true, true, true, false]);
    expect(keyAt(document.body)).toBe(false);
  });
});
