import { makeAutoObservable, observableShallow, runInAction } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import type { Clock } from '../../application/ports/Clock';
import type { ContentFeed } from '../../application/ports/ContentFeed';
import type { Navigator } from '../../application/ports/Navigator';
import type { Content, ContentType } from '../../domain/content/Content';
import { searchAddress, searchOfAddress, type ContentSearchRequest } from '../../domain/search/SearchAddress';
import { searchMarkedParts, type SearchMarkedPart } from '../../domain/search/ContentSearch';
import type { I18n } from '../i18n/I18n';
import { errorMessageOf } from '../kit/errorMessage';
import { CONTENTS_PAGE_SIZE, type ShownContents } from '../content';

/** Typing is searched once it pauses this long: a request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `idle`: no words to look for yet; `denied`: the network refuses its contents to this visitor (403 AccessDenied). */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'denied' | 'failed';

/**
 * `/:slug/search?q=…&type=…`: the network's contents that hold the words typed (api-contract.md `GET /v2/contents?query=`),
 * with the feed's type filter and its paging. The address holds the search (back, reload and a shared link find it
 * again): typing replaces the history entry once it pauses, a type chosen adds one, and an address reached by back or
 * forward is searched again. Only the latest search is shown: an answer to an earlier one, late, is dropped.
 */
export class SearchPresenter {
  /** What the search field holds, searched once typing pauses. */
  typed = '';
  /** The search shown (or on its way): its words and type. */
  private searched: ContentSearchRequest = { query: '', type: null };
  status: SearchStatus = 'idle';
  items: Content[] = [];
  total = 0;
  loadingMore = false;
  private failure: unknown = null;
  /** Why the last "Load more" failed. */
  private moreFailure = '';
  /** Items of the pages loaded that could not be read: they hold places in the server's list (Page.skipped). */
  private skipped = 0;
  /** Counts the searches started: an answer to any but the latest is dropped. */
  private generation = 0;
  private cancelTyping: (() => void) | null = null;

  constructor(
    private readonly feed: Pick<ContentFeed, 'list'>,
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly clock: Pick<Clock, 'schedule' | 'now'>,
    private readonly i18n: I18n,
    private readonly shown: Pick<ShownContents, 'listShown'>,
  ) {
    makeAutoObservable<SearchPresenter, 'feed' | 'navigator' | 'clock' | 'i18n' | 'shown' | 'generation' | 'cancelTyping'>(
      this,
      { feed: false, navigator: false, clock: false, i18n: false, shown: false, generation: false, cancelTyping: false, items: observableShallow },
      { autoBind: true },
    );
  }

  /** The words of the search shown, as the server was asked (what the results mark). */
  get query(): string {
    return this.searched.query;
  }

  get filter(): ContentType | null {
    return this.searched.type;
  }

  get hasMore(): boolean {
    return this.status === 'ready' && this.items.length + this.skipped < this.total;
  }

  get failureMessage(): string {
    if (this.status === 'failed') return errorMessageOf(this.failure, this.i18n);
    return this.moreFailure;
  }

  /** What the page's polite status says once a search has answered: how many contents it found, and for which words. */
  get outcome(): string {
    if (this.status !== 'ready') return '';
    const query = this.searched.query;
    if (this.total === 0) return this.i18n.t('search.none', { query });
    return this.total === 1 ? this.i18n.t('search.found.one', { query }) : this.i18n.t('search.found.other', { count: this.total, query });
  }

  /** `text` (a title, a body) cut where the search found its words, for the page to mark them. */
  markedParts(text: string): SearchMarkedPart[] {
    return searchMarkedParts(text, this.searched.query);
  }

  /** "3 hours ago": how old a content is, in the reader's language. */
  ageOf(content: Content): string {
    return this.i18n.formatAge(content.createdAt, this.clock.now());
  }

  /**
   * While the page is there its results follow what changes (an edit, a deletion, reactions: the member's and the
   * live channel's); a search still waiting for typing to pause is dropped with the page.
   */
  mount(): () => void {
    const hidden = this.shown.listShown(this);
    return () => {
      hidden();
      this.stopTyping();
    };
  }

  /** A result changed or, with no replacement, went away. */
  replaced(contentId: string, content?: Content): void {
    if (!this.items.some((item) => item.id === contentId)) return;
    if (content) {
      this.items = this.items.map((item) => (item.id === contentId ? content : item));
      return;
    }
    this.items = this.items.filter((item) => item.id !== contentId);
    this.total = Math.max(0, this.total - 1);
  }

  /** The address's `?q=…&type=…` (the page opened, reloaded, or reached by back or forward): searched unless shown already. */
  locationChanged(search: string): void {
    const request = searchOfAddress(search);
    if (request.query === this.searched.query && request.type === this.searched.type) return;
    this.stopTyping();
    this.typed = request.query;
    this.searchFor(request);
  }

  /** The field changed: searched once typing pauses, in place of the address typed before. */
  queryTyped(text: string): void {
    this.typed = text;
    this.stopTyping();
    this.cancelTyping = this.clock.schedule(SEARCH_DEBOUNCE_MS, () => {
      this.cancelTyping = null;
      this.show({ query: text.trim(), type: this.searched.type }, { replace: true });
    });
  }

  /** Enter in the field: searched at once. */
  searchSubmitted(): void {
    this.stopTyping();
    this.show({ query: this.typed.trim(), type: this.searched.type }, { replace: true });
  }

  /** A type of the feed's filter (null: all), for the words in the field: a step of its own in the history. */
  filterChosen(type: ContentType | null): void {
    this.stopTyping();
    this.show({ query: this.typed.trim(), type }, { replace: false });
  }

  retryClicked(): void {
    this.searchFor(this.searched);
  }

  /** The "Load more" button: the next page, after the places of the items read so far. */
  async showMoreClicked(): Promise<void> {
    if (!this.hasMore || this.loadingMore) return;
    const generation = this.generation;
    this.loadingMore = true;
    this.moreFailure = '';
    try {
      const page = await this.feed.list(this.listQuery(this.items.length + this.skipped));
      if (generation !== this.generation) return;
      runInAction(() => {
        const known = new Set(this.items.map((content) => content.id));
        this.items.push(...page.items.filter((content) => !known.has(content.id)));
        this.skipped += page.skipped ?? 0;
        this.total = page.total;
      });
    } catch (error) {
      if (generation === this.generation) runInAction(() => (this.moreFailure = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  /** `request` shown, at its address; the search shown already is asked again only after it failed. */
  private show(request: ContentSearchRequest, history: { replace: boolean }): void {
    const shown = request.query === this.searched.query && request.type === this.searched.type;
    if (shown && this.status !== 'failed') return;
    if (!shown) this.navigator.goTo(searchAddress(request), history);
    this.searchFor(request);
  }

  /** The first page of `request`; whatever an earlier search answers from now on is dropped. */
  private searchFor(request: ContentSearchRequest): void {
    const generation = ++this.generation;
    this.searched = request;
    this.items = [];
    this.total = 0;
    this.skipped = 0;
    this.moreFailure = '';
    this.loadingMore = false;
    if (!request.query) {
      this.status = 'idle';
      return;
    }
    this.status = 'loading';
    this.feed.list(this.listQuery(0)).then(
      (page) => {
        if (generation !== this.generation) return;
        runInAction(() => {
          this.items = page.items;
          this.skipped = page.skipped ?? 0;
          this.total = page.total;
          this.status = 'ready';
        });
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        runInAction(() => {
          this.failure = error;
          this.status = ApiError.is(error) && error.status === 403 ? 'denied' : 'failed';
        });
      },
    );
  }

  private listQuery(offset: number) {
    return { limit: CONTENTS_PAGE_SIZE, offset, type: this.searched.type ?? undefined, query: this.searched.query };
  }

  private stopTyping(): void {
    this.cancelTyping?.();
    this.cancelTyping = null;
  }
}
