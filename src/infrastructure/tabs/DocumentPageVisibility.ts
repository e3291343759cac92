import type { PageVisibility } from '../../application/ports/PageVisibility';

/** The Page Visibility API of the browser's document. */
export class DocumentPageVisibility implements PageVisibility {
  constructor(private readonly page: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> = document) {}

  isVisible(): boolean {
    return this.page.visibilityState !== 'hidden';
  }

  onChange(listener: (visible: boolean) => void): () => void {
    const changed = () => listener(this.isVisible());
    this.page.addEventListener('visibilitychange', changed);
    return () => this.page.removeEventListener('visibilitychange', changed);
  }
}
