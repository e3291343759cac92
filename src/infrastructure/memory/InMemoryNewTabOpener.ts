import type { NewTabOpener } from '../../application/ports/NewTabOpener';

/** Records the addresses it would have opened in new tabs. */
export class InMemoryNewTabOpener implements NewTabOpener {
  readonly opened: string[] = [];

  async open(address: () => Promise<string>): Promise<void> {
    this.opened.push(await address());
  }
}
