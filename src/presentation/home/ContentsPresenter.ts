import { makeAutoObservable, runInAction } from 'mobx';
import type { Content, ContentType } from '../../domain/content/Content';
import { ApiError } from '../../application/errors/ApiError';
import type { Clock } from '../../application/ports/Clock';
import type { ContentFeed } from '../../application/ports/ContentFeed';
import type { QueryRegistry } from '../../application/queries/QueryRegistry';
import type { Session } from '../../application/session/Session';
import type { I18n } from '../i18n/I18n';
import { errorMessageOf } from '../common/errorMessage';

export const CONTENTS_PAGE_SIZE = 10;

/** How far down the list a cover may still be the largest thing a phone shows when the page opens. */
export const FIRST_SCREEN_ITEMS = 3;

export type ContentsStatus = 'loading' | 'ready' | 'denied' | 'failed';

/**
 * The network home's feed (`GET /v2/contents`, which also probes access): newest first with the
 * announcements pinned on top, a type filter, more pages as the member nears the end, and contents newer
 * than the list found when the window regains focus, held behind an "N new" button instead of pushing the
 * list. One per app: coming back from a content page finds the list (and where the member was) as it was.
 */
export class ContentsPresenter {
  status: ContentsStatus = 'loading';
  private loaded: Content[] = [];
  /** Items of the pages loaded that could not be read: they hold places in the server's list (Page.skipped). */
  private skipped = 0;
  total = 0;
  loadingMore = false;
  failureMessage = '';
  filter: ContentType | null = null;
  /** Newer contents found since the list loaded, shown when the member asks. */
  newer: Content[] = [];
  /** Where the page was scrolled when the member left it. */
  scrollY = 0;
  /** The lead cover has loaded, or failed to. */
  private leadCoverDone = false;
  private generation = 0;
  private networkId: string | null = null;

  constructor(
    private readonly contents: ContentFeed,
    private readonly queries: QueryRegistry,
    private readonly i18n: I18n,
    private readonly session: Pick<Session, 'networkId'>,
    private readonly clock: Pick<Clock, 'now'>,
  ) {
    makeAutoObservable<ContentsPresenter, 'contents' | 'queries' | 'i18n' | 'session' | 'clock' | 'generation' | 'networkId'>(
      this,
      { contents: false, queries: false, i18n: false, session: false, clock: false, generation: false, networkId: false, scrollY: false },
      { autoBind: true },
    );
  }

  /** The list as shown: announcements first (pinned), then the rest, each group newest first. */
  get items(): Content[] {
    return [...this.loaded.filter(isAnnouncement), ...this.loaded.filter((content) => !isAnnouncement(content))];
  }

  get hasMore(): boolean {
    return this.status === 'ready' && this.loaded.length + this.skipped < this.total;
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
    if (this.status === 'ready' && this.networkId === this.session.networkId) void this.refetch();
    else void this.reload();
    return unregister;
  }

  /** Leaving the page for another: where it was scrolled, to come back to. */
  left(scrollY: number): void {
    this.scrollY = scrollY;
  }

  async reload(): Promise<void> {
    const generation = ++this.generation;
    this.status = 'loading';
    this.loaded = [];
    this.newer = [];
    this.scrollY = 0;
    this.leadCoverDone = false;
    this.networkId = this.session.networkId;
    try {
      const page = await this.contents.list(this.query(0));
      if (generation !== this.generation) return;
      runInAction(() => {
        this.loaded = page.items;
        this.skipped = page.skipped ?? 0;
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

  filterChosen(type: ContentType | null): void {
    if (type === this.filter) return;
    this.filter = type;
    void this.reload();
  }

  /** The "Load more" button, or the end of the list coming near while scrolling. */
  async showMoreClicked(): Promise<void> {
    if (!this.hasMore || this.loadingMore) return;
    const generation = this.generation;
    this.loadingMore = true;
    this.failureMessage = '';
    try {
      const page = await this.contents.list(this.query(this.loaded.length + this.skipped));
      if (generation !== this.generation) return;
      runInAction(() => {
        this.loaded.push(...unknownTo(this.loaded, page.items));
        this.skipped += page.skipped ?? 0;
        this.total = page.total;
      });
    } catch (error) {
      if (generation === this.generation) runInAction(() => (this.failureMessage = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  /**
   * The newest page read again (back on the tab, after a new post): the contents shown are updated in place
   * (titles, comment counts), and those published meanwhile wait behind the "N new" button; nothing moves under
   * the member's eyes.
   */
  async refetch(): Promise<void> {
    // Only a hint: the list stays as it is.
    await this.refetchNewest().catch(() => undefined);
  }

  /** `refetch`, failing as the server did (the focus check backs off: NewerContentsCheck). */
  async refetchNewest(): Promise<void> {
    if (this.status !== 'ready') return;
    const generation = this.generation;
    const page = await this.contents.list(this.query(0));
    if (generation !== this.generation) return;
    const newest = this.loaded.reduce((latest, content) => (content.createdAt > latest ? content.createdAt : latest), '');
    runInAction(() => {
      for (const content of page.items) this.replaced(content.id, content);
      this.newer = unknownTo(this.loaded, page.items).filter((content) => content.createdAt > newest);
    });
  }

  showNewerClicked(): void {
    this.added(...this.newer);
    this.newer = [];
  }

  /** Contents published meanwhile (shown at the member's request) or here and now (a new post on its way, `isUnsent`): on top of the list. */
  added(...contents: Content[]): void {
    this.loaded.unshift(...contents);
    this.total += contents.length;
  }

  /** A content on the list that changed (a new post the server now has) or, with no replacement, went away. */
  replaced(contentId: string, content?: Content): void {
    const at = this.loaded.findIndex((candidate) => candidate.id === contentId);
    if (at < 0) return;
    if (content) this.loaded[at] = content;
    else {
      this.loaded.splice(at, 1);
      this.total -= 1;
    }
  }

  private query(offset: number) {
    return { limit: CONTENTS_PAGE_SIZE, offset, type: this.filter ?? undefined };
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

function isAnnouncement(content: Content): boolean {
  return content.type === 'announcement';
}

/** The contents of `page` not in `list` already (a page can overlap the last when contents were added). */
function unknownTo(list: Content[], page: Content[]): Content[] {
  const known = new Set(list.map((content) => content.id));
  return page.filter((content) => !known.has(content.id));
}
