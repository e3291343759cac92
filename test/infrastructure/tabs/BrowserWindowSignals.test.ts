import { describe, expect, it } from 'vitest';
import { BrowserWindowSignals } from '../../../src/infrastructure/tabs/BrowserWindowSignals';

describe('BrowserWindowSignals', () => {
  it("tells each 'focus' and each 'online' of the window to its own listeners, until they are stopped", () => {
    const target = new EventTarget();
    const signals = new BrowserWindowSignals(target);
    const heard: string[] = [];
    const stopFocus = signals.onFocus(() => heard.push('focus'));
    const stopOnline = signals.onOnline(() => heard.push('online'));
    target.dispatchEvent(new Event('focus'));
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('blur'));
    stopFocus();
    stopOnline();
    target.dispatchEvent(new Event('focus'));
    target.dispatchEvent(new Event('online'));
    expect(heard).toEqual(['focus', 'online']);
  });

  it('tells each touch, pointer move, scroll and key press as someone using the page, until stopped', () => {
    const target = new EventTarget();
    const signals = new BrowserWindowSignals(target);
    let engaged = 0;
    const stop = signals.onEngaged(() => (engaged += 1));
    for (const type of ['pointerdown', 'pointermove', 'scroll', 'keydown', 'focus', 'online']) target.dispatchEvent(new Event(type));
    stop();
    for (const type of ['pointerdown', 'pointermove', 'scroll', 'keydown']) target.dispatchEvent(new Event(type));
    expect(engaged).toBe(4);
  });
});
