// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { usePageKeys } from '../../../src/presentation/kit/usePageKeys';

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
