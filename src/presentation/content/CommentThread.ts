import { makeAutoObservable, runInAction } from 'mobx';
import type { CommentGateway } from '../../application/ports/CommentGateway';
import type { Comment } from '../../domain/content/Content';
import type { Reaction } from '../../domain/reactions/Reaction';
import { errorMessageOf } from '../kit/errorMessage';
import type { I18n } from '../i18n/I18n';
import type { ReactionHolder } from '../reactions';

export const COMMENTS_PAGE_SIZE = 10;

/**
 * A content's comments as the server has them: the latest page first, earlier pages on demand, read again after a
 * write. The composer and the edits tell it what the server answered, so it shows what was written without a reload.
 */
export class CommentThread implements ReactionHolder {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  loadFailure = '';
  /** The server's comments loaded so far: from `windowStart` to the newest. */
  loaded: Comment[] = [];
  private windowStart = 0;
  total = 0;
  loadingEarlier = false;
  earlierFailure = '';

  constructor(
    private readonly comments: Pick<CommentGateway, 'list'>,
    private readonly i18n: I18n,
    readonly contentId: string,
    /** The content's `commentsCount`, so the first request asks for the latest page at once. */
    private readonly countHint: number,
  ) {
    makeAutoObservable<CommentThread, 'comments' | 'i18n' | 'countHint'>(this, { comments: false, i18n: false, contentId: false, countHint: false }, { autoBind: true });
  }

  get hasEarlier(): boolean {
    return this.windowStart > 0;
  }

  find(commentId: string): Comment | undefined {
    return this.loaded.find((comment) => comment.id === commentId);
  }

  /** The latest page; an answer that arrives after the screen went (`gone`) is dropped. */
  async load(gone: AbortSignal): Promise<void> {
    this.status = 'loading';
    const start = Math.max(0, this.countHint - COMMENTS_PAGE_SIZE);
    try {
      let page = await this.comments.list(this.contentId, { limit: COMMENTS_PAGE_SIZE, offset: start });
      // Comments came or went since the count was read: ask again for the page that ends with the newest.
      const latestStart = Math.max(0, page.total - COMMENTS_PAGE_SIZE);
      if (latestStart !== start) page = await this.comments.list(this.contentId, { limit: COMMENTS_PAGE_SIZE, offset: latestStart });
      if (gone.aborted) return;
      runInAction(() => {
        this.loaded = page.items;
        this.windowStart = Math.max(0, page.total - page.items.length);
        this.total = page.total;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.loadFailure = errorMessageOf(error, this.i18n);
      });
    }
  }

  async showEarlierClicked(): Promise<void> {
    if (!this.hasEarlier || this.loadingEarlier) return;
    this.loadingEarlier = true;
    this.earlierFailure = '';
    const start = Math.max(0, this.windowStart - COMMENTS_PAGE_SIZE);
    try {
      const page = await this.comments.list(this.contentId, { limit: this.windowStart - start, offset: start });
      runInAction(() => {
        const known = new Set(this.loaded.map((comment) => comment.id));
        this.loaded = [...page.items.filter((comment) => !known.has(comment.id)), ...this.loaded];
        this.windowStart = start;
        this.total = page.total;
      });
    } catch (error) {
      runInAction(() => (this.earlierFailure = errorMessageOf(error, this.i18n)));
    } finally {
      runInAction(() => (this.loadingEarlier = false));
    }
  }

  /** The loaded window again, from where it starts to the newest, after a write. */
  async refetch(): Promise<void> {
    try {
      const page = await this.comments.list(this.contentId, { limit: Math.max(COMMENTS_PAGE_SIZE, this.loaded.length + 1), offset: this.windowStart });
      runInAction(() => {
        this.loaded = page.items;
        this.total = page.total;
      });
    } catch {
      // What the screen shows is still the last known state; the next write or visit refetches.
    }
  }

  /** A comment the server has now, after the newest (once: the send's answer and the live event are the same comment). */
  posted(comment: Comment): void {
    if (this.replaced(comment.id, () => comment)) return;
    this.loaded = [...this.loaded, comment];
    this.total += 1;
  }

  /** Replaces a loaded comment; returns the one it replaced. */
  replaced(commentId: string, next: (comment: Comment) => Comment): Comment | undefined {
    const before = this.find(commentId);
    if (before) this.loaded = this.loaded.map((comment) => (comment === before ? next(comment) : comment));
    return before;
  }

  /** A loaded comment's reactions as the server has them. */
  reactionsOf(commentId: string): Reaction[] | undefined {
    return this.find(commentId)?.reactions;
  }

  /** A loaded comment's reactions as the server now has them (the member's change answered, a live event). */
  reactionsChanged(commentId: string, reactions: Reaction[]): void {
    this.replaced(commentId, (comment) => ({ ...comment, reactions }));
  }

  /** A comment the server has deleted. */
  removed(commentId: string): void {
    if (!this.find(commentId)) return;
    this.loaded = this.loaded.filter((comment) => comment.id !== commentId);
    this.total -= 1;
  }
}
