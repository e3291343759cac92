import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import type { Notifier } from '../../application/ports/Notifier';
import type { Session } from '../../application/session/Session';
import type { PublishContent } from '../../application/usecases/content/PublishContent';
import type { Content, ContentDraft, ContentType } from '../../domain/content/Content';
import { displayName } from '../../domain/membership/Membership';
import { MemberAbilities } from '../../domain/roles/MemberAbilities';
import { writeOptimistically } from '../kit/optimistic';
import type { ContentsStore } from './ContentsStore';
import type { I18n } from '../i18n/I18n';
import { editorAgain, type EditorStart } from './ContentEditorPresenter';

/**
 * "New post" on the network home (spec §6): offered only to roles that may create, with only
 * the types they may create (no announcement for a trusted contributor). Publishing is optimistic: the
 * post is on top of the feed at once, then as the server has it; a refusal takes it away and opens the
 * form again with what was written and why.
 */
export class NewPostPresenter {
  editorStart: EditorStart | null = null;
  private created = 0;

  constructor(
    private readonly publish: Pick<PublishContent, 'execute'>,
    private readonly feed: Pick<ContentsStore, 'added' | 'replaced' | 'refetch'>,
    private readonly session: Pick<Session, 'membership' | 'network'>,
    private readonly notifier: Pick<Notifier, 'success'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly i18n: I18n,
  ) {
    makeAutoObservable<NewPostPresenter, 'publish' | 'feed' | 'session' | 'notifier' | 'clock' | 'i18n' | 'created'>(
      this,
      { publish: false, feed: false, session: false, notifier: false, clock: false, i18n: false, created: false },
      { autoBind: true },
    );
  }

  get creatableTypes(): ContentType[] {
    return new MemberAbilities(this.session.membership).creatableTypesIn(this.session.network);
  }

  /** Whether "New post" is there at all (a role that may not create does not see it). */
  get offered(): boolean {
    return this.creatableTypes.length > 0;
  }

  newPostClicked(): void {
    const types = this.creatableTypes;
    if (types.length === 0) return;
    this.editorStart = { types, draft: { type: types.includes('post') ? 'post' : (types[0] as ContentType), title: '', body: '' } };
  }

  editorClosed(): void {
    this.editorStart = null;
  }

  async submitted(draft: ContentDraft): Promise<void> {
    const membership = this.session.membership;
    if (!membership) return;
    const types = this.editorStart?.types ?? this.creatableTypes;
    this.editorStart = null;
    const unsent: Content = {
      // What isUnsent (domain/content) knows an unsent content by.
      id: `unsent-${++this.created}`,
      ...draft,
      cover: draft.cover ?? null,
      mediaUrl: draft.mediaUrl ?? null,
      startsAt: draft.startsAt ?? null,
      authorId: membership.id,
      authorName: displayName(membership),
      authorAvatarUrl: membership.avatarUrl,
      createdAt: new Date(this.clock.now()).toISOString(),
      updatedAt: null,
      commentsCount: 0,
      reactions: [],
    };
    const outcome = await writeOptimistically({
      apply: () => {
        this.feed.added(unsent);
        return () => this.feed.replaced(unsent.id);
      },
      send: () => this.publish.execute(draft),
      confirm: (content) => this.feed.replaced(unsent.id, content),
      refetch: () => this.feed.refetch(),
    });
    runInAction(() => {
      if (outcome.ok) this.notifier.success(this.i18n.t('community.newPost.published'));
      else this.editorStart = editorAgain({ types, draft }, outcome.error, this.i18n);
    });
  }
}
