import type { WindowFocus } from '../../application/ports/WindowFocus';

/** The browser window's `focus` event. */
export class BrowserWindowFocus implements WindowFocus {
  constructor(private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {}

  onFocus(listener: () => void): () => void {
    const focused = () => listener();
    this.target.addEventListener('focus', focused);
    return () => this.target.removeEventListener('focus', focused);
  }
}
