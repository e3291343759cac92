import type { Container } from 'inversify';
import { SHARER } from '../application/ports/Sharer';
import { BrowserSharer } from '../infrastructure/routing/BrowserSharer';

/** The device's share sheet (or the clipboard), for whichever lazy module needs it first: the community's or the feed's ads. */
export function bindSharer(container: Container): void {
  if (!container.isBound(SHARER)) container.bind(SHARER).toConstantValue(new BrowserSharer());
}
