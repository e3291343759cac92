import { makeAutoObservable, runInAction } from 'mobx';
import type { NetworkCustomization } from '../../domain/network/NetworkCustomization';
import type { NetworkGateway } from '../../application/ports/NetworkGateway';

export interface LandingEntry {
  slug: string;
  network: NetworkCustomization | null;
}

/** The list of networks at `/`: each configured slug looked up by the network call. */
export class LandingPresenter {
  loading = true;
  entries: LandingEntry[] = [];

  constructor(
    private readonly networks: Pick<NetworkGateway, 'bySlug'>,
    private readonly slugs: string[],
  ) {
    makeAutoObservable<LandingPresenter, 'networks' | 'slugs'>(this, { networks: false, slugs: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loading = true;
    const answers = await Promise.allSettled(this.slugs.map((slug) => this.networks.bySlug(slug)));
    runInAction(() => {
      this.entries = this.slugs.map((slug, index) => {
        const answer = answers[index];
        return { slug, network: answer?.status === 'fulfilled' ? answer.value : null };
      });
      this.loading = false;
    });
  }
}
