import { makeAutoObservable, runInAction } from 'mobx';
import type { Content, ContentType } from '../../domain/content/Content';
import type { Clock } from '../../application/ports/Clock';
import type { QueryRegistry } from '../../application/queries/QueryRegistry';
import type { I18n } from '../i18n/I18n';
import { errorMessageOf } from '../kit/errorMessage';
import type { ContentsStatus, ContentsStore } from './ContentsStore';

/** How far down the list a cover may still be the largest thing a phone shows when the page opens. */
export const FIRST_SCREEN_ITEMS = 3;

/**
 * The network home's feed: the contents of the app's one `ContentsStore`, a type filter, more pages as the member
 * nears the end, and contents newer than the list found when the window regains focus, held behind an "N new"
 * button instead of pushing the list. One per app: coming back from a content page finds the list (and where the
 * member was) as it was.
 */
export class ContentsPresenter {
  loadingMore = false;
  /** Why the last "Load more" failed. */
  private moreFailure = '';
  /** Where the page was scrolled when the member left it. */
  scrollY = 0;
  /** The lead cover has loaded, or failed to. */
  private leadCoverDone = false;

  constructor(
    private readonly store: ContentsStore,
    private readonly queries: QueryRegistry,
    private readonly i18n: I18n,
    private readonly clock: Pick<Clock, 'now'>,
  ) {
    makeAutoObservable<ContentsPresenter, 'store' | 'queries' | 'i18n' | 'clock'>(
      this,
      { store: false, queries: false, i18n: false, clock: false, scrollY: false },
      { autoBind: true },
    );
  }

  get status(): ContentsStatus {
    return this.store.status;
  }

  get items(): Content[] {
    return this.store.items;
  }

  get total(): number {
    return this.store.total;
  }

  get filter(): ContentType | null {
    return this.store.filter;
  }

  /** Newer contents found since the list loaded, shown when the member asks. */
  get newer(): Content[] {
    return this.store.newer;
  }

  get hasMore(): boolean {
    return this.store.hasMore;
  }

  get failureMessage(): string {
    if (this.store.status === 'failed') return errorMessageOf(this.store.failure, this.i18n);
    return this.moreFailure;
  }

  /** The content whose cover is fetched first and at once (it is likely the page's largest paint), if any. */
  get leadCoverId(): string | null {
    return this.items.slice(0, FIRST_SCREEN_ITEMS).find((content) => content.cover !== null)?.id ?? null;
  }

  /** What a phone shows first is all there: the list (or why there is none) and its lead cover. */
  get firstScreenSettled(): boolean {
    return this.status !== 'loading' && (this.leadCoverId === null || this.leadCoverDone);
  }

  /** "3 hours ago": how old a content is, in the reader's language. */
  ageOf(content: Content): string {
    return this.i18n.formatAge(content.createdAt, this.clock.now());
  }

  leadCoverSettled(): void {
    this.leadCoverDone = true;
  }

  /** Shown again (back from a content page) with the same network's list: kept, and checked for newer ones. */
  mount(): () => void {
    const unregister = this.queries.register({ key: 'contents', userScoped: false, refetch: this.reload, clear: this.reload });
    if (this.store.isCurrent) void this.refetch();
    else void this.reload();
    return unregister;
  }

  /** Leaving the page for another: where it was scrolled, to come back to. */
  left(scrollY: number): void {
    this.scrollY = scrollY;
  }

  reload(): Promise<void> {
    this.startedAfresh();
    return this.store.reload();
  }

  retryClicked(): void {
    void this.reload();
  }

  filterChosen(type: ContentType | null): void {
    if (type === this.filter) return;
    this.startedAfresh();
    void this.store.filterChosen(type);
  }

  /** The "Load more" button, or the end of the list coming near while scrolling. */
  async showMoreClicked(): Promise<void> {
    if (!this.hasMore || this.loadingMore) return;
    this.loadingMore = true;
    this.moreFailure = '';
    try {
      await this.store.more();
    } catch (error) {
      runInAction(() => (this.moreFailure = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  /** Back on the tab: the newest page read again, as a hint (ContentsStore.refetch). */
  refetch(): Promise<void> {
    return this.store.refetch();
  }

  /** `refetch`, failing as the server did (the focus check backs off: NewerContentsCheck). */
  refetchNewest(): Promise<void> {
    return this.store.refetchNewest();
  }

  showNewerClicked(): void {
    this.store.showNewer();
  }

  private startedAfresh(): void {
    this.scrollY = 0;
    this.leadCoverDone = false;
  }
}
