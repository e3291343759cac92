import { makeAutoObservable } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import { STORAGE_KEYS } from '../../application/ports/KeyValueStore';
import type { PageVisibility } from '../../application/ports/PageVisibility';
import type { Session } from '../../application/session/Session';
import type { PostComment } from '../../application/usecases/content/PostComment';
import type { Comment } from '../../domain/content/Content';
import { INPUT_LIMITS, isOverLimit } from '../../domain/input/InputLimits';
import { MemberAbilities } from '../../domain/roles/MemberAbilities';
import { errorMessageOf } from '../kit/errorMessage';
import { lengthNote, type FieldNote } from '../kit/lengthNote';
import { writeOptimistically } from '../kit/optimistic';
import { ComposerDraft, type DraftStorage } from '../kit/storedDraft';
import { watchViewer } from '../kit/watchViewer';
import type { I18n } from '../i18n/I18n';
import type { CommentThread } from './CommentThread';

/** A comment written here that the server does not have (yet): on its way, or refused (kept, marked, with a retry). */
export interface UnsentComment {
  key: string;
  comment: Comment;
  state: 'sending' | 'failed';
  /** Why the server refused it. */
  failure: string | null;
}

/**
 * The composer under a content's comments: the draft (kept on the device until the comment is sent: ComposerDraft)
 * and the comments sent from it, shown at once and posted optimistically (common/optimistic). A comment has at most
 * 5,000 characters: the field counts near the limit, and refuses past it.
 */
export class CommentComposer {
  unsent: UnsentComment[] = [];
  private readonly draft: ComposerDraft;
  private created = 0;

  constructor(
    private readonly postComment: Pick<PostComment, 'execute'>,
    private readonly session: Pick<Session, 'membership' | 'networkId'>,
    draftStore: DraftStorage,
    private readonly clock: Pick<Clock, 'now' | 'schedule'>,
    page: Pick<PageVisibility, 'onChange'>,
    private readonly i18n: I18n,
    private readonly thread: Pick<CommentThread, 'contentId' | 'posted' | 'refetch'>,
  ) {
    this.draft = new ComposerDraft(draftStore, clock, page, session, STORAGE_KEYS.commentDraftPrefix, thread.contentId);
    makeAutoObservable<CommentComposer, 'postComment' | 'session' | 'i18n' | 'thread' | 'draft' | 'created' | 'clock'>(
      this,
      { postComment: false, session: false, i18n: false, thread: false, draft: false, created: false, clock: false },
      { autoBind: true },
    );
  }

  get text(): string {
    return this.draft.text;
  }

  get canComment(): boolean {
    return new MemberAbilities(this.session.membership).canComment;
  }

  get canSend(): boolean {
    return this.text.trim() !== '' && !isOverLimit(this.text, INPUT_LIMITS.comment);
  }

  /** Under the composer: its counter near the limit, else how to send from the keyboard. */
  get note(): FieldNote {
    return lengthNote(this.i18n, this.text, INPUT_LIMITS.comment, { hint: this.i18n.t('community.comments.shortcut') });
  }

  mount(): () => void {
    // Another viewer (a logout above all): what waits to be written must not come back after logout cleared it.
    const stopWatchingViewer = watchViewer(this.session, () => this.draft.discardWaiting(), { immediately: false });
    const stopDraft = this.draft.mount();
    return () => {
      stopWatchingViewer();
      stopDraft();
    };
  }

  typed(text: string): void {
    this.draft.typed(text);
  }

  /** The send button, or Ctrl/⌘+Enter in the field. */
  sendClicked(): void {
    const body = this.text.trim();
    if (!this.canSend || !this.canComment) return;
    const membership = this.session.membership;
    const key = `local-${++this.created}`;
    const comment: Comment = {
      id: key,
      contentId: this.thread.contentId,
      body,
      creatorId: membership?.id ?? '',
      creatorName: membership ? `${membership.firstName} ${membership.lastName}`.trim() : '',
      creatorAvatarUrl: membership?.avatarUrl ?? null,
      createdAt: new Date(this.clock.now()).toISOString(),
      updatedAt: null,
      reactions: [],
    };
    this.unsent.push({ key, comment, state: 'sending', failure: null });
    this.draft.taken();
    void this.send(key, body);
  }

  retrySendClicked(key: string): void {
    const unsent = this.find(key);
    if (!unsent) return;
    unsent.state = 'sending';
    unsent.failure = null;
    void this.send(key, unsent.comment.body);
  }

  /** A refused comment the member gives up on: its text goes back to the field, nothing typed is lost. */
  discardClicked(key: string): void {
    const unsent = this.find(key);
    if (!unsent) return;
    this.unsent = this.unsent.filter((candidate) => candidate !== unsent);
    if (this.text.trim() === '') this.typed(unsent.comment.body);
  }

  private async send(key: string, body: string): Promise<void> {
    const outcome = await writeOptimistically({
      apply: () => () => this.markFailed(key, null),
      send: () => this.postComment.execute(this.thread.contentId, body),
      confirm: (comment) => {
        this.unsent = this.unsent.filter((candidate) => candidate.key !== key);
        this.thread.posted(comment);
        this.draft.delivered();
      },
      refetch: this.thread.refetch,
    });
    if (!outcome.ok) this.markFailed(key, errorMessageOf(outcome.error, this.i18n));
  }

  private markFailed(key: string, failure: string | null): void {
    const unsent = this.find(key);
    if (!unsent) return;
    unsent.state = 'failed';
    unsent.failure = failure ?? unsent.failure;
  }

  private find(key: string): UnsentComment | undefined {
    return this.unsent.find((candidate) => candidate.key === key);
  }
}
