import { describe, expect, it } from 'vitest';
import { BrowserWindowFocus } from '../../../src/infrastructure/tabs/BrowserWindowFocus';

describe('BrowserWindowFocus', () => {
  it("tells each 'focus' of the window until the listener is stopped", () => {
    const target = new EventTarget();
    const focus = new BrowserWindowFocus(target);
    let focused = 0;
    const stop = focus.onFocus(() => focused++);
    target.dispatchEvent(new Event('focus'));
    target.dispatchEvent(new Event('blur'));
    stop();
    target.dispatchEvent(new Event('focus'));
    expect(focused).toBe(1);
  });
});
