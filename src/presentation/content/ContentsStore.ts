import { makeAutoObservable, observableShallow, runInAction } from 'mobx';
import type { Content, ContentType } from '../../domain/content/Content';
import { ApiError } from '../../application/errors/ApiError';
import type { ContentFeed } from '../../application/ports/ContentFeed';
import type { Session } from '../../application/session/Session';

export const CONTENTS_PAGE_SIZE = 10;

export type ContentsStatus = 'loading' | 'ready' | 'denied' | 'failed';

/**
 * The feed's contents as the server has them (`GET /v2/contents`, which also probes access), one per app: the feed
 * shows them, and the content page, its comments and the new post's editor update them here (an edit, a deletion, a
 * comment count, a post on its way), so no screen calls another's presenter. Newest first with the announcements
 * pinned on top, a type filter, more pages on request, and the contents newer than the list held apart (`newer`).
 */
export class ContentsStore {
  status: ContentsStatus = 'loading';
  /** Why the list could not be read, when `status` is 'failed'. */
  failure: unknown = null;
  private loaded: Content[] = [];
  /** Items of the pages loaded that could not be read: they hold places in the server's list (Page.skipped). */
  private skipped = 0;
  total = 0;
  filter: ContentType | null = null;
  /** Newer contents found since the list loaded, shown when the member asks. */
  newer: Content[] = [];
  private generation = 0;
  private networkId: string | null = null;

  constructor(
    private readonly contents: ContentFeed,
    private readonly session: Pick<Session, 'networkId'>,
  ) {
    // The lists are observed, their contents are not: a content changes by being replaced (`replaced`), and ten
    // thousand deep observables held three times the heap of the plain objects (npm run bench:scale).
    makeAutoObservable<ContentsStore, 'contents' | 'session' | 'generation' | 'networkId' | 'loaded'>(
      this,
      { contents: false, session: false, generation: false, networkId: false, loaded: observableShallow, newer: observableShallow },
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

  /** The list is read and is of the network being visited: shown again, it is only checked for newer contents. */
  get isCurrent(): boolean {
    return this.status === 'ready' && this.networkId === this.session.networkId;
  }

  /** The first page read afresh, with `filter`; a read started later wins over this one. */
  async reload(): Promise<void> {
    const generation = ++this.generation;
    this.status = 'loading';
    this.loaded = [];
    this.newer = [];
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
      runInAction(() => {
        this.failure = error;
        this.status = ApiError.is(error) && error.status === 403 ? 'denied' : 'failed';
      });
    }
  }

  /** Only contents of `type` (all with null), read afresh. */
  filterChosen(type: ContentType | null): Promise<void> {
    this.filter = type;
    return this.reload();
  }

  /** The next page, after the places of the items read so far; fails as the server did, unless the list was read afresh meanwhile. */
  async more(): Promise<void> {
    const generation = this.generation;
    try {
      const page = await this.contents.list(this.query(this.loaded.length + this.skipped));
      if (generation !== this.generation) return;
      runInAction(() => {
        this.loaded.push(...unknownTo(this.loaded, page.items));
        this.skipped += page.skipped ?? 0;
        this.total = page.total;
      });
    } catch (error) {
      if (generation === this.generation) throw error;
    }
  }

  /**
   * The newest page read again (back on the tab, after a new post): the contents shown are updated in place
   * (titles, comment counts), and those published meanwhile wait in `newer`; nothing moves under the member's eyes.
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

  showNewer(): void {
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

  /** The comments of a content counted `total`: its card on the list says so. */
  commentsCounted(contentId: string, total: number): void {
    const content = this.loaded.find((candidate) => candidate.id === contentId);
    if (content && content.commentsCount !== total) this.replaced(contentId, { ...content, commentsCount: total });
  }

  private query(offset: number) {
    return { limit: CONTENTS_PAGE_SIZE, offset, type: this.filter ?? undefined };
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
export const CONTENTS_STORE = Symbol.for('ContentsStore');
