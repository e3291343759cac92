import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../../application/errors/ApiError';
import type { ContentGateway } from '../../application/ports/ContentGateway';
import type { Notifier } from '../../application/ports/Notifier';
import type { Session } from '../../application/session/Session';
import type { EditContent } from '../../application/usecases/content/EditContent';
import type { Content, ContentDraft, ContentType } from '../../domain/content/Content';
import { MemberAbilities, type ItemAbilities } from '../../domain/roles/MemberAbilities';
import { errorMessageOf } from '../kit/errorMessage';
import { Lifetime } from '../kit/Lifetime';
import { writeOptimistically } from '../kit/optimistic';
import type { I18n } from '../i18n/I18n';
import type { ShownContents } from './ShownContents';
import type { PageViews } from '../ads';
import type { ContentActions } from './ContentActions';
import { editorAgain, type EditorStart } from './ContentEditorPresenter';

export type ContentPageStatus = 'loading' | 'ready' | 'notFound' | 'denied' | 'failed';

/** Where the page is: its content's id, and the address others reach it at (for sharing). */
export interface ContentAddress {
  contentId: string;
  url: string;
}

/** How far reading the content went: 'read' when the server answered it, or that it is not there. */
type Reading = 'loading' | 'read' | 'denied' | 'failed';

/**
 * `/:slug/contents/:contentId`: one content whole, shared, edited or deleted by who may. The content shown is the
 * one ShownContents (one per app) holds for this page, so the page and the feed's list show the same: as read, as
 * saved here, as changed or deleted elsewhere (api-contract.md Live events, which reach it).
 */
export class ContentPagePresenter {
  failureMessage = '';
  /** The writing form, open on the content (or on what a failed save had). */
  editorStart: EditorStart | null = null;
  private reading: Reading = 'loading';
  /** The member's edit on its way, shown until the server answers: an event about the content meanwhile does not undo it. */
  private unsaved: Content | null = null;
  private readonly lifetime = new Lifetime();
  private article: Element | null = null;

  constructor(
    private readonly contents: Pick<ContentGateway, 'get'>,
    private readonly editContent: Pick<EditContent, 'execute'>,
    private readonly session: Pick<Session, 'membership' | 'network'>,
    private readonly notifier: Pick<Notifier, 'success'>,
    private readonly feed: Pick<ShownContents, 'opened' | 'closed' | 'shownOn' | 'replaced'>,
    /** An announcement's view counts here as on the feed (`view/content/{id}`). */
    private readonly views: Pick<PageViews, 'start' | 'watchOnly'>,
    private readonly i18n: I18n,
    /** Sharing and deleting, with the delete dialog's state. */
    private readonly actions: ContentActions,
    private readonly address: ContentAddress,
  ) {
    makeAutoObservable<ContentPagePresenter, 'contents' | 'editContent' | 'session' | 'notifier' | 'feed' | 'views' | 'i18n' | 'actions' | 'address' | 'lifetime' | 'article' | 'unsaved'>(
      this,
      {
        contents: false, editContent: false, session: false, notifier: false, feed: false, views: false, i18n: false, actions: false, address: false,
        lifetime: false, article: false, unsaved: observableRef,
      },
      { autoBind: true },
    );
  }

  get status(): ContentPageStatus {
    if (this.reading !== 'read') return this.reading;
    const shown = this.feed.shownOn(this.address.contentId);
    // Gone, however the page learnt it, is a 404; while the member's own deletion is on its way the page stays as it
    // is, and goes to the feed once the server has answered.
    return !shown?.content || (shown.gone && !this.actions.deleting) ? 'notFound' : 'ready';
  }

  get content(): Content | null {
    return this.unsaved ?? this.feed.shownOn(this.address.contentId)?.content ?? null;
  }

  get confirmingDelete(): boolean {
    return this.actions.confirmingDelete;
  }

  get deleting(): boolean {
    return this.actions.deleting;
  }

  get deleteFailure(): string {
    return this.actions.deleteFailure;
  }

  get contentId(): string {
    return this.address.contentId;
  }

  /** What the member may do to this content; nothing is offered that they may not (not even disabled). */
  get abilities(): ItemAbilities {
    return this.content ? new MemberAbilities(this.session.membership).content(this.content) : { edit: false, delete: false };
  }

  /** What the page calls itself in tabs, history and bookmarks: the content's title (none while it loads). */
  get pageTitle(): string | null {
    if (this.status === 'ready' && this.content) return this.content.title;
    if (this.status === 'notFound') return this.i18n.t('notFound.pageTitle');
    return null;
  }

  get wasEdited(): boolean {
    return this.content?.updatedAt != null;
  }

  mount(): () => void {
    this.lifetime.begin();
    const endPageView = this.views.start();
    void this.load();
    return () => {
      endPageView();
      this.lifetime.end(new Error('Component unmounted'));
      this.feed.closed(this.address.contentId);
    };
  }

  /** The content's article on the page (a ref), or null once it is gone. */
  articleShown(article: Element | null): void {
    this.article = article;
    this.watchViews();
  }

  retryClicked(): void {
    void this.load();
  }

  editClicked(): void {
    const content = this.content;
    if (!content || !this.abilities.edit) return;
    this.editorStart = {
      types: this.editableTypes(content),
      draft: { type: content.type, title: content.title, body: content.body, cover: content.cover, mediaUrl: content.mediaUrl, startsAt: content.startsAt },
    };
  }

  editClosed(): void {
    this.editorStart = null;
  }

  /**
   * The form's draft is shown at once and sent; the server's answer replaces it, or the content comes back as
   * it was and the form opens again with what was typed and why it was refused.
   */
  async editSubmitted(draft: ContentDraft): Promise<void> {
    const before = this.content;
    if (!before) return;
    const types = this.editorStart?.types ?? this.editableTypes(before);
    this.editorStart = null;
    const unsaved = { ...before, ...draft, cover: draft.cover ?? null, mediaUrl: draft.mediaUrl ?? null, startsAt: draft.startsAt ?? null };
    // Only this edit's own guess is let go: a later edit's stays until its own answer.
    const settled = () => {
      if (this.unsaved === unsaved) this.unsaved = null;
    };
    const outcome = await writeOptimistically({
      apply: () => {
        this.unsaved = unsaved;
        return settled;
      },
      send: () => this.editContent.execute(before.id, draft),
      confirm: (saved) => {
        settled();
        this.shown(saved);
      },
      refetch: this.refresh,
    });
    runInAction(() => {
      if (outcome.ok) this.notifier.success(this.i18n.t('community.content.saved'));
      else this.editorStart = editorAgain({ types, draft }, outcome.error, this.i18n);
    });
  }

  async shareClicked(): Promise<void> {
    if (this.content) await this.actions.shareClicked(this.content, this.address.url);
  }

  deleteClicked(): void {
    this.actions.deleteClicked();
  }

  deleteCancelled(): void {
    this.actions.deleteCancelled();
  }

  async deleteConfirmed(): Promise<void> {
    if (this.content) await this.actions.deleteConfirmed(this.content);
  }

  /** An edit keeps its type; other types are those the member may create (an announcement only for managers). */
  private editableTypes(content: Content): ContentType[] {
    const creatable = new MemberAbilities(this.session.membership).creatableTypesIn(this.session.network);
    return creatable.includes(content.type) ? creatable : [content.type, ...creatable];
  }

  /** The content as the server has it: on this page, and on the feed's list. */
  private shown(content: Content): void {
    this.feed.replaced(content.id, content);
    this.watchViews();
  }

  private watchViews(): void {
    const { article, content } = this;
    this.views.watchOnly(article && content?.type === 'announcement' ? [{ element: article, subject: 'content', id: content.id }] : []);
  }

  private async refresh(): Promise<void> {
    try {
      const content = await this.contents.get(this.address.contentId);
      runInAction(() => this.shown(content));
    } catch (error) {
      // Gone (deleted elsewhere): a 404 here and on the feed. Otherwise the page keeps what it shows.
      if (ApiError.is(error) && error.status === 404) this.feed.replaced(this.address.contentId);
    }
  }

  private async load(): Promise<void> {
    this.reading = 'loading';
    try {
      const content = await this.contents.get(this.address.contentId);
      if (this.lifetime.signal.aborted) return;
      runInAction(() => {
        this.feed.opened(content.id, content);
        this.reading = 'read';
        this.watchViews();
      });
    } catch (error) {
      if (this.lifetime.signal.aborted) return;
      runInAction(() => {
        if (ApiError.is(error) && error.status === 404) {
          this.feed.opened(this.address.contentId, null);
          this.reading = 'read';
        }
        // The forbidden-access event has already sent the visitor to the network's gate.
        else if (ApiError.is(error) && error.code === 'AccessDenied') this.reading = 'denied';
        else {
          this.reading = 'failed';
          this.failureMessage = errorMessageOf(error, this.i18n);
        }
      });
    }
  }
}
