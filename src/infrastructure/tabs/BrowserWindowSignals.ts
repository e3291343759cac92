import type { WindowSignals } from '../../application/ports/WindowSignals';

/** The browser window's `focus` and `online` events. */
export class BrowserWindowSignals implements WindowSignals {
  constructor(private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {}

  onFocus(listener: () => void): () => void {
    return this.on('focus', listener);
  }

  onOnline(listener: () => void): () => void {
    return this.on('online', listener);
  }

  private on(type: 'focus' | 'online', listener: () => void): () => void {
    const heard = () => listener();
    this.target.addEventListener(type, heard);
    return () => this.target.removeEventListener(type, heard);
  }
}
