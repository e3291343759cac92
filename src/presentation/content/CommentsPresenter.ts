import { makeAutoObservable, reaction } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import type { LiveChannel } from '../../application/ports/LiveChannel';
import type { Session } from '../../application/session/Session';
import type { Comment } from '../../domain/content/Content';
import type { FieldNote } from '../kit/lengthNote';
import { Lifetime } from '../kit/Lifetime';
import { MemberAbilities, type ItemAbilities } from '../../domain/roles/MemberAbilities';
import type { ContentsStore } from './ContentsStore';
import type { I18n } from '../i18n/I18n';
import type { ReactionHolder, ReactionToggles } from '../reactions';
import type { CommentComposer } from './CommentComposer';
import type { CommentEdits } from './CommentEdits';
import type { CommentThread } from './CommentThread';

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

/**
 * A content's comments: the list as the server has it (CommentThread), the comments written here (CommentComposer),
 * the changes to posted ones (CommentEdits) and the member's reactions to them (ReactionToggles), every write through
 * its use case. The parts are built by factories
 * from composition around one thread; this presenter keeps the section's API, and tells the feed the count.
 */
export class CommentsPresenter {
  readonly composer: CommentComposer;
  readonly edits: CommentEdits;
  readonly reactions: ReactionToggles;
  private readonly lifetime = new Lifetime();

  constructor(
    readonly thread: CommentThread,
    commentComposer: (thread: CommentThread) => CommentComposer,
    commentEdits: (thread: CommentThread) => CommentEdits,
    commentReactions: (thread: ReactionHolder) => ReactionToggles,
    private readonly session: Pick<Session, 'membership'>,
    /** The feed's contents (one per app): its card of this content shows the count the comments have here. */
    private readonly feed: Pick<ContentsStore, 'commentsCounted'>,
    private readonly i18n: I18n,
    private readonly clock: Pick<Clock, 'now'>,
    /** Comments made, changed and deleted by others while the page is open (api-contract.md Live events). */
    private readonly live: Pick<LiveChannel, 'on' | 'onReset'>,
  ) {
    this.composer = commentComposer(thread);
    this.edits = commentEdits(thread);
    this.reactions = commentReactions(thread);
    makeAutoObservable<CommentsPresenter, 'session' | 'feed' | 'i18n' | 'clock' | 'live' | 'lifetime'>(
      this,
      { thread: false, composer: false, edits: false, reactions: false, session: false, feed: false, i18n: false, clock: false, live: false, lifetime: false },
      { autoBind: true },
    );
  }

  get status(): CommentThread['status'] {
    return this.thread.status;
  }

  get loadFailure(): string {
    return this.thread.loadFailure;
  }

  get total(): number {
    return this.thread.total;
  }

  get hasEarlier(): boolean {
    return this.thread.hasEarlier;
  }

  get loadingEarlier(): boolean {
    return this.thread.loadingEarlier;
  }

  get earlierFailure(): string {
    return this.thread.earlierFailure;
  }

  get canComment(): boolean {
    return this.composer.canComment;
  }

  get draft(): string {
    return this.composer.text;
  }

  get canSend(): boolean {
    return this.composer.canSend;
  }

  /** Under the composer: its counter near the limit, else how to send from the keyboard. */
  get draftNote(): FieldNote {
    return this.composer.note;
  }

  get editing(): CommentEdits['editing'] {
    return this.edits.editing;
  }

  get confirmingDeleteOf(): string | null {
    return this.edits.confirmingDeleteOf;
  }

  get editNote(): FieldNote {
    return this.edits.editNote;
  }

  get canSaveEdit(): boolean {
    return this.edits.canSaveEdit;
  }

  get items(): CommentItem[] {
    const abilities = new MemberAbilities(this.session.membership);
    const now = this.clock.now();
    const shown = (comment: Comment) => ({ when: this.i18n.formatAge(comment.createdAt, now), edited: comment.updatedAt !== null });
    const sent = this.thread.loaded
      .filter((comment) => !this.edits.isBeingDeleted(comment.id))
      .map((comment): CommentItem => ({ key: comment.id, comment, state: 'sent', failure: this.edits.failureOf(comment.id), abilities: abilities.comment(comment), ...shown(comment) }));
    // Not on the server (yet): nothing to edit or delete there; a failed one is retried or discarded.
    const unsent = this.composer.unsent.map((unsent): CommentItem => ({ ...unsent, abilities: { edit: false, delete: false }, ...shown(unsent.comment) }));
    return [...sent, ...unsent];
  }

  mount(): () => void {
    this.lifetime.begin();
    void this.thread.load(this.lifetime.signal);
    const stopCounting = reaction(
      () => (this.thread.status === 'ready' ? this.thread.total : null),
      (total) => total !== null && this.feed.commentsCounted(this.thread.contentId, total),
    );
    const stopComposer = this.composer.mount();
    const stopReactions = this.reactions.mount();
    const here = (comment: { contentId: string }) => comment.contentId === this.thread.contentId;
    const stopLive = [
      this.live.on('comment.created', (comment) => here(comment) && this.commentArrived(comment)),
      this.live.on('comment.updated', (comment) => here(comment) && this.thread.replaced(comment.id, () => comment)),
      this.live.on('comment.deleted', (deleted) => here(deleted) && this.thread.removed(deleted.id)),
      // Only the thread's own comments are held: another content's are not found there.
      this.live.on('reactions.changed', (changed) => changed.targetType === 'comment' && this.thread.reactionsChanged(changed.targetId, changed.reactions)),
      this.live.onReset(() => void this.thread.refetch()),
    ];
    return () => {
      stopCounting();
      stopComposer();
      stopReactions();
      for (const stop of stopLive) stop();
      this.lifetime.end(new Error('Component unmounted'));
    };
  }

  /**
   * A comment made elsewhere joins the thread (the member's draft is untouched). One of the member's own while a
   * comment of theirs is on its way here is that one: the send's answer shows it.
   */
  private commentArrived(comment: Comment): void {
    if (this.thread.status !== 'ready') return;
    if (comment.creatorId === this.session.membership?.id && this.composer.unsent.length > 0) return;
    this.thread.posted(comment);
  }

  retryLoadClicked(): void {
    void this.thread.load(this.lifetime.signal);
  }

  showEarlierClicked(): Promise<void> {
    return this.thread.showEarlierClicked();
  }

  draftTyped(text: string): void {
    this.composer.typed(text);
  }

  sendClicked(): void {
    this.composer.sendClicked();
  }

  retrySendClicked(key: string): void {
    this.composer.retrySendClicked(key);
  }

  discardClicked(key: string): void {
    this.composer.discardClicked(key);
  }

  editClicked(commentId: string): void {
    this.edits.editClicked(commentId);
  }

  editTyped(text: string): void {
    this.edits.editTyped(text);
  }

  editCancelled(): void {
    this.edits.editCancelled();
  }

  editSaved(): void {
    this.edits.editSaved();
  }

  deleteClicked(commentId: string): void {
    this.edits.deleteClicked(commentId);
  }

  deleteCancelled(): void {
    this.edits.deleteCancelled();
  }

  deleteConfirmed(): void {
    this.edits.deleteConfirmed();
  }

  retryFailedWriteClicked(commentId: string): void {
    this.edits.retryClicked(commentId);
  }
}
