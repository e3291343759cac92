import { makeAutoObservable, runInAction } from 'mobx';
import type { Content } from '../../domain/content/Content';
import { ApiError } from '../../application/errors/ApiError';
import type { ContentFeed } from '../../application/ports/ContentFeed';
import type { QueryRegistry } from '../../application/queries/QueryRegistry';
import type { I18n } from '../i18n/I18n';
import { errorMessageOf } from '../common/errorMessage';

export const CONTENTS_PAGE_SIZE = 10;

/** How far down the list a cover may still be the largest thing a phone shows when the page opens. */
export const FIRST_SCREEN_ITEMS = 3;

export type ContentsStatus = 'loading' | 'ready' | 'denied' | 'failed';

/** The network home's contents list (`GET /v2/contents`), which also probes access. */
export class ContentsPresenter {
  status: ContentsStatus = 'loading';
  items: Content[] = [];
  total = 0;
  loadingMore = false;
  failureMessage = '';
  /** The lead cover has loaded, or failed to. */
  private leadCoverDone = false;
  private generation = 0;

  constructor(
    private readonly contents: ContentFeed,
    private readonly queries: QueryRegistry,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<ContentsPresenter, 'contents' | 'queries' | 'i18n' | 'generation'>(
      this,
      { contents: false, queries: false, i18n: false, generation: false },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.status === 'ready' && this.items.length < this.total;
  }

  /** The content whose cover is fetched first and at once (it is likely the page's largest paint), if any. */
  get leadCoverId(): string | null {
    return this.items.slice(0, FIRST_SCREEN_ITEMS).find((content) => content.cover !== null)?.id ?? null;
  }

  /** What a phone shows first is all there: the list (or why there is none) and its lead cover. */
  get firstScreenSettled(): boolean {
    return this.status !== 'loading' && (this.leadCoverId === null || this.leadCoverDone);
  }

  leadCoverSettled(): void {
    this.leadCoverDone = true;
  }

  mount(): () => void {
    const unregister = this.queries.register({ key: 'contents', userScoped: false, refetch: this.reload, clear: this.reload });
    void this.reload();
    return unregister;
  }

  async reload(): Promise<void> {
    const generation = ++this.generation;
    this.status = 'loading';
    this.items = [];
    this.leadCoverDone = false;
    try {
      const page = await this.contents.list({ limit: CONTENTS_PAGE_SIZE, offset: 0 });
      if (generation !== this.generation) return;
      runInAction(() => {
        this.items = page.items;
        this.total = page.total;
        this.status = 'ready';
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => this.failed(error));
    }
  }

  retryClicked(): void {
    void this.reload();
  }

  async showMoreClicked(): Promise<void> {
    if (!this.hasMore || this.loadingMore) return;
    const generation = this.generation;
    this.loadingMore = true;
    try {
      const page = await this.contents.list({ limit: CONTENTS_PAGE_SIZE, offset: this.items.length });
      if (generation !== this.generation) return;
      runInAction(() => {
        const known = new Set(this.items.map((item) => item.id));
        this.items.push(...page.items.filter((item) => !known.has(item.id)));
        this.total = page.total;
      });
    } catch (error) {
      if (generation === this.generation) runInAction(() => (this.failureMessage = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  private failed(error: unknown): void {
    if (ApiError.is(error) && error.status === 403) {
      this.status = 'denied';
      return;
    }
    this.status = 'failed';
    this.failureMessage = errorMessageOf(error, this.i18n);
  }
}
