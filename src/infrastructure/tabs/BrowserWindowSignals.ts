import type { WindowSignals } from '../../application/ports/WindowSignals';

/** What tells that someone is using the page, on a phone or with a mouse or keyboard. */
const ENGAGEMENT_EVENTS = ['pointerdown', 'pointermove', 'scroll', 'keydown'] as const;

/** The browser window's `focus` and `online` events, and those of someone using the page. */
export class BrowserWindowSignals implements WindowSignals {
  constructor(private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {}

  onFocus(listener: () => void): () => void {
    return this.on(['focus'], listener);
  }

  onOnline(listener: () => void): () => void {
    return this.on(['online'], listener);
  }

  onEngaged(listener: () => void): () => void {
    return this.on(ENGAGEMENT_EVENTS, listener);
  }

  private on(types: readonly string[], listener: () => void): () => void {
    const heard = () => listener();
    // Passive: hearing a touch or a scroll never delays it.
    for (const type of types) this.target.addEventListener(type, heard, { passive: true });
    return () => {
      for (const type of types) this.target.removeEventListener(type, heard);
    };
  }
}
