import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { PageVisibility } from '../../application/ports/PageVisibility';
import type { Clock } from '../../application/ports/Clock';
import type { CommentGateway } from '../../application/ports/CommentGateway';
import { networkKey, STORAGE_KEYS } from '../../application/ports/KeyValueStore';
import type { Session } from '../../application/session/Session';
import type { Comment } from '../../domain/content/Content';
import { INPUT_LIMITS, isOverLimit } from '../../domain/input/InputLimits';
import { MemberAbilities, type ItemAbilities } from '../../domain/roles/MemberAbilities';
import { errorMessageOf } from '../kit/errorMessage';
import { lengthNote, type FieldNote } from '../kit/lengthNote';
import { Lifetime } from '../kit/Lifetime';
import { writeOptimistically } from '../kit/optimistic';
import { DraftKeeper, TEXT_DRAFT, type DraftStorage } from '../kit/storedDraft';
import { watchViewer } from '../kit/watchViewer';
import type { ContentsStore } from './ContentsStore';
import type { I18n } from '../i18n/I18n';

export const COMMENTS_PAGE_SIZE = 10;

/** A comment as the list shows it: sent, on its way, or refused (kept, marked, with a retry). */
export interface CommentItem {
  key: string;
  comment: Comment;
  state: 'sent' | 'sending' | 'failed';
  /** Why the last write to it failed (send, edit or delete), with a retry. */
  failure: string | null;
  abilities: ItemAbilities;
  /** "5 minutes ago", in the reader's language. */
  when: string;
  edited: boolean;
}

interface LocalComment {
  key: string;
  comment: Comment;
  state: 'sending' | 'failed';
}

type FailedWrite = { message: string; retry: () => void };

/**
 * A content's comments: the latest page first, earlier pages on demand, every write
 * optimistic (common/optimistic). The draft is kept in local storage per network and content until the
 * comment is sent, so a reload or a failed send loses nothing (common/storedDraft); logout clears it (spec §4).
 * A comment has at most 5,000 characters: the field counts near the limit, and refuses past it.
 */
export class CommentsPresenter {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  loadFailure = '';
  /** The server's comments loaded so far: from `windowStart` to the newest. */
  private loaded: Comment[] = [];
  private windowStart = 0;
  total = 0;
  loadingEarlier = false;
  earlierFailure = '';
  draft = '';
  private local: LocalComment[] = [];
  private failures = new Map<string, FailedWrite>();
  /** Comments hidden while their deletion is on its way. */
  private deleting = new Set<string>();
  editing: { id: string; text: string } | null = null;
  confirmingDeleteOf: string | null = null;
  private readonly lifetime = new Lifetime();
  private readonly drafts: DraftKeeper<string>;
  private created = 0;

  constructor(
    private readonly comments: CommentGateway,
    private readonly session: Pick<Session, 'membership' | 'networkId'>,
    localStore: DraftStorage,
    /** The feed's contents (one per app): its card of this content shows the count the comments have here. */
    private readonly feed: Pick<ContentsStore, 'commentsCounted'>,
    private readonly i18n: I18n,
    private readonly clock: Pick<Clock, 'now' | 'schedule'>,
    /** A page being left (a reload, a tab closed) writes the draft that waits: the screen is not unmounted then. */
    private readonly page: Pick<PageVisibility, 'onChange'>,
    private readonly contentId: string,
    /** The content's `commentsCount`, so the first request asks for the latest page at once. */
    private readonly countHint: number,
  ) {
    this.drafts = new DraftKeeper(localStore, clock, TEXT_DRAFT);
    makeAutoObservable<CommentsPresenter, 'comments' | 'session' | 'drafts' | 'feed' | 'i18n' | 'clock' | 'page' | 'lifetime'>(
      this,
      { comments: false, session: false, drafts: false, feed: false, i18n: false, clock: false, page: false, lifetime: false },
      { autoBind: true },
    );
    this.draft = this.drafts.read(this.draftKey) ?? '';
  }

  get abilities(): MemberAbilities {
    return new MemberAbilities(this.session.membership);
  }

  get canComment(): boolean {
    return this.abilities.canComment;
  }

  get hasEarlier(): boolean {
    return this.windowStart > 0;
  }

  get canSend(): boolean {
    return this.draft.trim() !== '' && !isOverLimit(this.draft, INPUT_LIMITS.comment);
  }

  /** Under the composer: its counter near the limit, else how to send from the keyboard. */
  get draftNote(): FieldNote {
    return lengthNote(this.i18n, this.draft, INPUT_LIMITS.comment, { hint: this.i18n.t('community.comments.shortcut') });
  }

  get editNote(): FieldNote {
    return lengthNote(this.i18n, this.editing?.text ?? '', INPUT_LIMITS.comment);
  }

  get canSaveEdit(): boolean {
    const text = this.editing?.text ?? '';
    return text.trim() !== '' && !isOverLimit(text, INPUT_LIMITS.comment);
  }

  get items(): CommentItem[] {
    const abilities = this.abilities;
    const now = this.clock.now();
    const shown = (comment: Comment) => ({ when: this.i18n.formatAge(comment.createdAt, now), edited: comment.updatedAt !== null });
    const sent = this.loaded
      .filter((comment) => !this.deleting.has(comment.id))
      .map((comment): CommentItem => ({ key: comment.id, comment, state: 'sent', failure: this.failures.get(comment.id)?.message ?? null, abilities: abilities.comment(comment), ...shown(comment) }));
    // Not on the server (yet): nothing to edit or delete there; a failed one is retried or discarded.
    const unsent = this.local.map((local): CommentItem => ({ ...local, failure: this.failures.get(local.key)?.message ?? null, abilities: { edit: false, delete: false }, ...shown(local.comment) }));
    return [...sent, ...unsent];
  }

  mount(): () => void {
    this.lifetime.begin();
    void this.load();
    const stopCounting = reaction(
      () => (this.status === 'ready' ? this.total : null),
      (total) => total !== null && this.feed.commentsCounted(this.contentId, total),
    );
    // Another viewer (a logout above all): what waits to be written must not come back after logout cleared it.
    const stopWatchingViewer = watchViewer(this.session, () => this.drafts.discard(), { immediately: false });
    const stopWatchingPage = this.page.onChange((visible) => visible || this.drafts.flush());
    return () => {
      stopCounting();
      stopWatchingViewer();
      stopWatchingPage();
      this.drafts.flush();
      this.lifetime.end(new Error('Component unmounted'));
    };
  }

  retryLoadClicked(): void {
    void this.load();
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

  draftTyped(text: string): void {
    this.draft = text;
    this.drafts.write(this.draftKey, text);
  }

  /** The send button, or Ctrl/⌘+Enter in the field. */
  sendClicked(): void {
    const body = this.draft.trim();
    if (!this.canSend || !this.canComment) return;
    const membership = this.session.membership;
    const key = `local-${++this.created}`;
    const comment: Comment = {
      id: key,
      contentId: this.contentId,
      body,
      creatorId: membership?.id ?? '',
      creatorName: membership ? `${membership.firstName} ${membership.lastName}`.trim() : '',
      createdAt: new Date(this.clock.now()).toISOString(),
      updatedAt: null,
    };
    this.local.push({ key, comment, state: 'sending' });
    // The field empties as the comment shows; the stored draft stays until the server has the comment.
    this.draft = '';
    void this.send(key, body);
  }

  retrySendClicked(key: string): void {
    const local = this.local.find((candidate) => candidate.key === key);
    if (!local) return;
    local.state = 'sending';
    this.failures.delete(key);
    void this.send(key, local.comment.body);
  }

  /** A refused comment the member gives up on: its text goes back to the field, nothing typed is lost. */
  discardClicked(key: string): void {
    const local = this.local.find((candidate) => candidate.key === key);
    if (!local) return;
    this.local = this.local.filter((candidate) => candidate !== local);
    this.failures.delete(key);
    if (this.draft.trim() === '') this.draftTyped(local.comment.body);
  }

  editClicked(commentId: string): void {
    const comment = this.loaded.find((candidate) => candidate.id === commentId);
    if (comment) this.editing = { id: commentId, text: comment.body };
  }

  editTyped(text: string): void {
    if (this.editing) this.editing.text = text;
  }

  editCancelled(): void {
    this.editing = null;
  }

  editSaved(): void {
    const editing = this.editing;
    if (!editing || isOverLimit(editing.text, INPUT_LIMITS.comment)) return;
    const body = editing.text.trim();
    const original = this.loaded.find((candidate) => candidate.id === editing.id);
    this.editing = null;
    if (!original || !body || body === original.body) return;
    void this.edit(original.id, body);
  }

  deleteClicked(commentId: string): void {
    this.confirmingDeleteOf = commentId;
  }

  deleteCancelled(): void {
    this.confirmingDeleteOf = null;
  }

  deleteConfirmed(): void {
    const commentId = this.confirmingDeleteOf;
    this.confirmingDeleteOf = null;
    if (commentId) void this.remove(commentId);
  }

  retryFailedWriteClicked(key: string): void {
    this.failures.get(key)?.retry();
  }

  private async load(): Promise<void> {
    this.status = 'loading';
    const start = Math.max(0, this.countHint - COMMENTS_PAGE_SIZE);
    try {
      let page = await this.comments.list(this.contentId, { limit: COMMENTS_PAGE_SIZE, offset: start });
      // Comments came or went since the count was read: ask again for the page that ends with the newest.
      const latestStart = Math.max(0, page.total - COMMENTS_PAGE_SIZE);
      if (latestStart !== start) page = await this.comments.list(this.contentId, { limit: COMMENTS_PAGE_SIZE, offset: latestStart });
      if (this.lifetime.signal.aborted) return;
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

  /** The loaded window again, from where it starts to the newest, after a write. */
  private async refetch(): Promise<void> {
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

  private async send(key: string, body: string): Promise<void> {
    const outcome = await writeOptimistically({
      apply: () => () => this.markLocal(key, 'failed'),
      send: () => this.comments.add(this.contentId, body),
      confirm: (comment) => {
        this.local = this.local.filter((candidate) => candidate.key !== key);
        this.loaded = [...this.loaded, comment];
        this.total += 1;
        // The stored draft follows the field again: empty, or what was typed since.
        this.draftTyped(this.draft);
      },
      refetch: this.refetch,
    });
    if (!outcome.ok) this.fail(key, outcome.error, () => this.retrySendClicked(key));
  }

  private async edit(commentId: string, body: string): Promise<void> {
    this.failures.delete(commentId);
    const outcome = await writeOptimistically({
      apply: () => {
        const before = this.replaceLoaded(commentId, (comment) => ({ ...comment, body }));
        return () => before && this.replaceLoaded(commentId, () => before);
      },
      send: () => this.comments.edit(commentId, body),
      confirm: (comment) => this.replaceLoaded(commentId, () => comment),
      refetch: this.refetch,
    });
    if (!outcome.ok) this.fail(commentId, outcome.error, () => void this.edit(commentId, body));
  }

  private async remove(commentId: string): Promise<void> {
    this.failures.delete(commentId);
    const outcome = await writeOptimistically({
      apply: () => {
        this.deleting.add(commentId);
        return () => this.deleting.delete(commentId);
      },
      send: () => this.comments.remove(commentId),
      confirm: () => {
        this.deleting.delete(commentId);
        this.loaded = this.loaded.filter((comment) => comment.id !== commentId);
        this.total -= 1;
      },
      refetch: this.refetch,
    });
    if (!outcome.ok) this.fail(commentId, outcome.error, () => void this.remove(commentId));
  }

  private fail(key: string, error: unknown, retry: () => void): void {
    runInAction(() => this.failures.set(key, { message: errorMessageOf(error, this.i18n), retry }));
  }

  private markLocal(key: string, state: LocalComment['state']): void {
    const local = this.local.find((candidate) => candidate.key === key);
    if (local) local.state = state;
  }

  /** Replaces a loaded comment; returns the one it replaced. */
  private replaceLoaded(commentId: string, next: (comment: Comment) => Comment): Comment | undefined {
    const before = this.loaded.find((comment) => comment.id === commentId);
    if (before) this.loaded = this.loaded.map((comment) => (comment === before ? next(comment) : comment));
    return before;
  }

  private get draftKey(): string {
    return `${networkKey(STORAGE_KEYS.commentDraftPrefix, this.session.networkId ?? '')}:${this.contentId}`;
  }
}
