import { makeAutoObservable } from 'mobx';
import type { DeleteComment } from '../../application/usecases/content/DeleteComment';
import type { EditComment } from '../../application/usecases/content/EditComment';
import { INPUT_LIMITS, isOverLimit } from '../../domain/input/InputLimits';
import { errorMessageOf } from '../kit/errorMessage';
import { lengthNote, type FieldNote } from '../kit/lengthNote';
import { writeOptimistically } from '../kit/optimistic';
import type { I18n } from '../i18n/I18n';
import type { CommentThread } from './CommentThread';

type FailedWrite = { message: string; retry: () => void };

/**
 * Editing and deleting the comments the server has, each optimistic (common/optimistic): an edit shows at once and a
 * deleted comment is hidden at once; a refusal takes the change back and says why where the comment is, with a retry.
 */
export class CommentEdits {
  editing: { id: string; text: string } | null = null;
  confirmingDeleteOf: string | null = null;
  private failures = new Map<string, FailedWrite>();
  /** Comments hidden while their deletion is on its way. */
  private deleting = new Set<string>();

  constructor(
    private readonly editComment: Pick<EditComment, 'execute'>,
    private readonly deleteComment: Pick<DeleteComment, 'execute'>,
    private readonly i18n: I18n,
    private readonly thread: Pick<CommentThread, 'find' | 'replaced' | 'removed' | 'refetch'>,
  ) {
    makeAutoObservable<CommentEdits, 'editComment' | 'deleteComment' | 'i18n' | 'thread'>(
      this,
      { editComment: false, deleteComment: false, i18n: false, thread: false },
      { autoBind: true },
    );
  }

  get editNote(): FieldNote {
    return lengthNote(this.i18n, this.editing?.text ?? '', INPUT_LIMITS.comment);
  }

  get canSaveEdit(): boolean {
    const text = this.editing?.text ?? '';
    return text.trim() !== '' && !isOverLimit(text, INPUT_LIMITS.comment);
  }

  isBeingDeleted(commentId: string): boolean {
    return this.deleting.has(commentId);
  }

  /** Why the last edit or deletion of a comment failed, or null. */
  failureOf(commentId: string): string | null {
    return this.failures.get(commentId)?.message ?? null;
  }

  editClicked(commentId: string): void {
    const comment = this.thread.find(commentId);
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
    const original = this.thread.find(editing.id);
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

  retryClicked(commentId: string): void {
    this.failures.get(commentId)?.retry();
  }

  private async edit(commentId: string, body: string): Promise<void> {
    this.failures.delete(commentId);
    const outcome = await writeOptimistically({
      apply: () => {
        const before = this.thread.replaced(commentId, (comment) => ({ ...comment, body }));
        return () => before && this.thread.replaced(commentId, () => before);
      },
      send: () => this.editComment.execute(commentId, body),
      confirm: (comment) => this.thread.replaced(commentId, () => comment),
      refetch: this.thread.refetch,
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
      send: () => this.deleteComment.execute(commentId),
      confirm: () => {
        this.deleting.delete(commentId);
        this.thread.removed(commentId);
      },
      refetch: this.thread.refetch,
    });
    if (!outcome.ok) this.fail(commentId, outcome.error, () => void this.remove(commentId));
  }

  private fail(commentId: string, error: unknown, retry: () => void): void {
    this.failures.set(commentId, { message: errorMessageOf(error, this.i18n), retry });
  }
}
