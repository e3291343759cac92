import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import type { CommentGateway } from '../../application/ports/CommentGateway';
import type { ContentFeed } from '../../application/ports/ContentFeed';
import type { DeleteComment } from '../../application/usecases/content/DeleteComment';
import type { DeleteContent } from '../../application/usecases/content/DeleteContent';
import type { EditContent } from '../../application/usecases/content/EditContent';
import { CONTENT_TYPES, type Comment, type Content, type ContentDraft } from '../../domain/content/Content';
import { errorMessageOf } from '../kit/errorMessage';
import { Lifetime } from '../kit/Lifetime';
import { writeOptimistically } from '../kit/optimistic';
import type { EditorStart } from '../content';
import type { I18n } from '../i18n/I18n';

/** How many of the newest contents moderation lists, and how many of them it reads the latest comments of. */
export const MODERATION_CONTENTS = 20;
export const MODERATION_COMMENTED_CONTENTS = 10;
export const MODERATION_COMMENTS_PER_CONTENT = 5;

export interface ModerationItem {
  kind: 'content' | 'comment';
  id: string;
  /** A content's title, or a comment's text. */
  text: string;
  /** For a comment: the content it is on. */
  context: string;
  author: string;
  when: string;
}

/** What the confirm dialog asks about. */
export interface PendingDeletion {
  kind: 'content' | 'comment';
  id: string;
  text: string;
}

/**
 * `/:slug/manage/moderation`: the network's newest contents and comments with author and date; a manager
 * deletes any (spec §6: managers manage everything) after a confirm dialog, and edits any content with the
 * community's writing form. Every write is optimistic (common/optimistic) and reloads what the server has.
 */
export class ModerationPresenter {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  failure = '';
  private contentList: Content[] = [];
  private commentList: (Comment & { contentTitle: string })[] = [];
  /** What the confirm dialog asks about (kept while it closes, so its text does not vanish). */
  deletion: PendingDeletion | null = null;
  confirmOpen = false;
  editing: { contentId: string; start: EditorStart } | null = null;
  /** The last write the server refused, with its retry. */
  writeFailure: { message: string; retry: () => void } | null = null;
  private readonly lifetime = new Lifetime();

  constructor(
    private readonly feed: Pick<ContentFeed, 'list'>,
    private readonly comments: Pick<CommentGateway, 'list'>,
    private readonly editContent: Pick<EditContent, 'execute'>,
    private readonly deleteContent: Pick<DeleteContent, 'execute'>,
    private readonly deleteComment: Pick<DeleteComment, 'execute'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<ModerationPresenter, 'feed' | 'comments' | 'editContent' | 'deleteContent' | 'deleteComment' | 'clock' | 'i18n' | 'lifetime'>(
      this,
      { feed: false, comments: false, editContent: false, deleteContent: false, deleteComment: false, clock: false, i18n: false, lifetime: false },
      { autoBind: true },
    );
  }

  get contentItems(): ModerationItem[] {
    const now = this.clock.now();
    return this.contentList.map((content) => ({ kind: 'content', id: content.id, text: content.title, context: '', author: content.authorName, when: this.i18n.formatAge(content.createdAt, now) }));
  }

  get commentItems(): ModerationItem[] {
    const now = this.clock.now();
    return this.commentList.map((comment) => ({ kind: 'comment', id: comment.id, text: comment.body, context: comment.contentTitle, author: comment.creatorName, when: this.i18n.formatAge(comment.createdAt, now) }));
  }

  mount(): () => void {
    this.lifetime.begin();
    void this.load();
    return () => this.lifetime.end(new Error('Component unmounted'));
  }

  retryClicked(): void {
    void this.load();
  }

  deleteClicked(kind: 'content' | 'comment', id: string): void {
    const item = (kind === 'content' ? this.contentItems : this.commentItems).find((candidate) => candidate.id === id);
    if (!item) return;
    this.deletion = { kind, id, text: item.text };
    this.confirmOpen = true;
  }

  deleteCancelled(): void {
    this.confirmOpen = false;
  }

  async deleteConfirmed(): Promise<void> {
    const deletion = this.deletion;
    if (!deletion) return;
    this.confirmOpen = false;
    this.writeFailure = null;
    const outcome = await writeOptimistically({
      apply: () => {
        const contents = this.contentList;
        const comments = this.commentList;
        if (deletion.kind === 'content') {
          this.contentList = contents.filter((content) => content.id !== deletion.id);
          this.commentList = comments.filter((comment) => comment.contentId !== deletion.id);
        } else this.commentList = comments.filter((comment) => comment.id !== deletion.id);
        return () => ((this.contentList = contents), (this.commentList = comments));
      },
      send: () => (deletion.kind === 'content' ? this.deleteContent.execute(deletion.id) : this.deleteComment.execute(deletion.id)),
      refetch: () => this.load(),
    });
    if (!outcome.ok) this.failed(outcome.error, () => runInAction(() => ((this.deletion = deletion), void this.deleteConfirmed())));
  }

  /** The confirm dialog asks about a content or a comment. */
  get confirmTitle(): string {
    return this.i18n.t(this.deletion?.kind === 'content' ? 'manage.moderation.confirmContentTitle' : 'manage.moderation.confirmCommentTitle');
  }

  editClicked(contentId: string): void {
    const content = this.contentList.find((candidate) => candidate.id === contentId);
    if (content) this.editing = { contentId, start: { types: CONTENT_TYPES, draft: { type: content.type, title: content.title, body: content.body, cover: content.cover } } };
  }

  editClosed(): void {
    this.editing = null;
  }

  async editSubmitted(draft: ContentDraft): Promise<void> {
    const editing = this.editing;
    if (!editing) return;
    this.editing = null;
    this.writeFailure = null;
    const outcome = await writeOptimistically({
      apply: () => {
        const before = this.contentList;
        this.contentList = before.map((content) => (content.id === editing.contentId ? { ...content, ...draft, cover: draft.cover ?? content.cover } : content));
        return () => (this.contentList = before);
      },
      send: () => this.editContent.execute(editing.contentId, draft),
      confirm: (saved) => (this.contentList = this.contentList.map((content) => (content.id === saved.id ? saved : content))),
      refetch: () => this.load(),
    });
    // The form opens again with what was written, and says why it was not saved.
    if (!outcome.ok) runInAction(() => (this.editing = { contentId: editing.contentId, start: { ...editing.start, draft, failure: errorMessageOf(outcome.error, this.i18n) } }));
  }

  private failed(error: unknown, retry: () => void): void {
    this.writeFailure = { message: errorMessageOf(error, this.i18n), retry };
  }

  /** The newest contents, and the latest comments of the newest commented ones, newest first. */
  private async load(): Promise<void> {
    if (this.status !== 'ready') this.status = 'loading';
    try {
      const page = await this.feed.list({ limit: MODERATION_CONTENTS, offset: 0 });
      const commented = page.items.filter((content) => content.commentsCount > 0).slice(0, MODERATION_COMMENTED_CONTENTS);
      const pages = await Promise.all(
        commented.map((content) =>
          this.comments
            .list(content.id, { limit: MODERATION_COMMENTS_PER_CONTENT, offset: Math.max(0, content.commentsCount - MODERATION_COMMENTS_PER_CONTENT) })
            .then((comments) => comments.items.map((comment) => ({ ...comment, contentTitle: content.title }))),
        ),
      );
      if (this.lifetime.signal.aborted) return;
      runInAction(() => {
        this.contentList = page.items;
        this.commentList = pages.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        this.status = 'ready';
      });
    } catch (error) {
      if (this.lifetime.signal.aborted) return;
      runInAction(() => {
        this.failure = errorMessageOf(error, this.i18n);
        if (this.status === 'loading') this.status = 'failed';
      });
    }
  }
}
