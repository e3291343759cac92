import type { ShareOutcome, Sharer } from '../../application/ports/Sharer';

/** Records what was shared and answers `outcome`. */
export class InMemorySharer implements Sharer {
  readonly shared: { title: string; url: string }[] = [];
  outcome: ShareOutcome = 'copied';

  async share(page: { title: string; url: string }): Promise<ShareOutcome> {
    this.shared.push(page);
    return this.outcome;
  }
}
