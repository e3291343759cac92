import { InMemoryLiveChannel } from '../../../src/infrastructure/memory/InMemoryLiveChannel';
import type { AnalyticsEvent } from '../../../src/application/usecases/analytics/ReportAnalytics';
import { observable } from 'mobx';
import type { Membership } from '../../../src/domain/membership/Membership';
import type { Comment, Content } from '../../../src/domain/content/Content';
import { InMemoryCommentGateway } from '../../../src/infrastructure/memory/InMemoryCommentGateway';
import { InMemoryContentGateway } from '../../../src/infrastructure/memory/InMemoryContentGateway';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { InMemoryKeyValueStore } from '../../../src/infrastructure/memory/InMemoryKeyValueStore';
import { InMemoryNavigator } from '../../../src/infrastructure/memory/InMemoryNavigator';
import { InMemorySharer } from '../../../src/infrastructure/memory/InMemorySharer';
import { InMemoryPageVisibility } from '../../../src/infrastructure/memory/InMemoryPageVisibility';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';
import { RecordingNotifier } from '../../../src/infrastructure/memory/RecordingNotifier';
import { sampleMembership, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { registerContentMessages } from '../../../src/presentation/content/contentMessages';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { QueryRegistry } from '../../../src/application/queries/QueryRegistry';
import { ContentsPresenter } from '../../../src/presentation/content/ContentsPresenter';
import { ShownContents } from '../../../src/presentation/content/ShownContents';
import { ContentsStore } from '../../../src/presentation/content/ContentsStore';
import { DeleteComment } from '../../../src/application/usecases/content/DeleteComment';
import { EditComment } from '../../../src/application/usecases/content/EditComment';
import { PostComment } from '../../../src/application/usecases/content/PostComment';
import { CommentComposer } from '../../../src/presentation/content/CommentComposer';
import { CommentEdits } from '../../../src/presentation/content/CommentEdits';
import { CommentsPresenter } from '../../../src/presentation/content/CommentsPresenter';
import { CommentThread } from '../../../src/presentation/content/CommentThread';
import { SetReaction } from '../../../src/application/usecases/reactions/SetReaction';
import { InMemoryReactionGateway } from '../../../src/infrastructure/memory/InMemoryReactionGateway';
import { AuthController } from '../../../src/presentation/auth/AuthController';
import { ReactionToggles } from '../../../src/presentation/reactions/ReactionToggles';
import { registerReactionMessages } from '../../../src/presentation/reactions/reactionMessages';
import type { PageVisibility } from '../../../src/application/ports/PageVisibility';

export const NOW = Date.parse('2026-11-24T10:00:00Z');

/** A member (or a guest, with `member: null`) on a network with `contents` and `comments`, on in-memory adapters. */
export function community(options: { member?: Membership | null; contents?: Content[]; comments?: Comment[] } = {}) {
  const member = options.member === undefined ? sampleMembership({ id: 'mem-ada', firstName: 'Ada', lastName: 'Rossi', role: 'user' }) : options.member;
  const contents = new InMemoryContentGateway({ contents: options.contents ?? [] });
  contents.actor = member ? { id: member.id, role: member.role, name: `${member.firstName} ${member.lastName}` } : { id: '', role: 'guest' };
  contents.now = () => new Date(NOW).toISOString();
  const comments = new InMemoryCommentGateway(contents, options.comments ?? []);
  const session = observable({ membership: member, network: sampleNetwork({ name: 'Harbour Runners' }), networkId: 'net-1' }, {}, { deep: false });
  const i18n = new I18n(new InMemoryCookieJar());
  registerContentMessages(i18n);
  registerReactionMessages(i18n);
  // The analytics events the screens reported (issue 11), as ReportAnalytics received them.
  const reported: AnalyticsEvent[] = [];
  const clock = new ManualClock(NOW);
  /** The app's one store of the feed's contents, which the content page, its comments and the new post update. */
  const store = new ContentsStore(contents, session);
  return {
    reported,
    report: { execute: (event: AnalyticsEvent) => void reported.push(event) },
    contents,
    comments,
    /** The reactions to `contents` and `comments`, by the same actor. */
    reactions: new InMemoryReactionGateway(contents, comments),
    /** Who asks for the sign-in modal (a guest's reaction). */
    auth: new AuthController(),
    session,
    i18n,
    clock,
    store,
    /** The contents open on their pages, beside the store's list. */
    shown: new ShownContents(store),
    /** The app's one feed, on the same store: what the content and comment pages put there shows on its list. */
    feed: new ContentsPresenter(store, new QueryRegistry(), i18n, clock),
    localStore: new InMemoryKeyValueStore(),
    notifier: new RecordingNotifier(),
    navigator: new InMemoryNavigator('/contents/c1'),
    sharer: new InMemorySharer(),
    /** The page, which a test hides (a reload, a tab closed). */
    page: new InMemoryPageVisibility(),
    /** What happens elsewhere in the network, as a test tells it. */
    live: new InMemoryLiveChannel(),
  };
}

/** The comments of a content as the community module makes them, on the harness's adapters (not mounted). */
export function commentsOf(h: ReturnType<typeof community>, contentId: string, countHint: number, page: Pick<PageVisibility, 'onChange'> = h.page): CommentsPresenter {
  return new CommentsPresenter(
    new CommentThread(h.comments, h.i18n, contentId, countHint),
    (thread) => new CommentComposer(new PostComment(h.comments), h.session, h.localStore, h.clock, page, h.i18n, thread),
    (thread) => new CommentEdits(new EditComment(h.comments), new DeleteComment(h.comments), h.i18n, thread),
    (thread) => new ReactionToggles('comment', thread, new SetReaction(h.reactions), h.session, h.auth, h.notifier, h.clock, h.i18n),
    h.session,
    h.store,
    h.i18n,
    h.clock,
    h.live,
  );
}
