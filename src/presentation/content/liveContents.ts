import { runInAction } from 'mobx';
import type { LiveChannel } from '../../application/ports/LiveChannel';
import type { Session } from '../../application/session/Session';
import type { Content } from '../../domain/content/Content';
import type { LiveEventData } from '../../domain/live/LiveEvent';
import type { ContentsStore } from './ContentsStore';
import type { ShownContents } from './ShownContents';

/**
 * The feed as it happens (api-contract.md Live events), into the stores every screen of contents reads: a content
 * published by someone else waits behind the "N new" pill (nothing moves under the member's eyes); a change or a
 * deletion shows at once, on the feed and on its page (`shown`), and so do reactions; after a reset the newest page is read again. The
 * member's own posts come through the editor (NewPostPresenter), never twice.
 */
export function followLiveContents(
  store: ContentsStore,
  shown: Pick<ShownContents, 'shownOn' | 'replaced' | 'reactionsChanged'>,
  live: Pick<LiveChannel, 'on' | 'onReset'>,
  session: Pick<Session, 'membership'>,
): () => void {
  const known = (id: string) => store.items.some((content) => content.id === id) || store.newer.some((content) => content.id === id);
  const published = (content: Content) => {
    if (store.status !== 'ready' || known(content.id) || content.authorId === session.membership?.id) return;
    if (store.filter !== null && content.type !== store.filter) return;
    runInAction(() => (store.newer = [content, ...store.newer]));
  };
  const changed = (content: Content) =>
    runInAction(() => {
      // An event that comes after a fresher copy (an earlier edit's, after the answer to a later one) would undo it.
      const held = [shown.shownOn(content.id)?.content, ...store.items, ...store.newer];
      if (held.some((copy) => copy?.id === content.id && editedBefore(content, copy))) return;
      shown.replaced(content.id, content);
      store.newer = store.newer.map((waiting) => (waiting.id === content.id ? content : waiting));
    });
  const deleted = ({ id }: { id: string }) =>
    runInAction(() => {
      shown.replaced(id);
      store.newer = store.newer.filter((waiting) => waiting.id !== id);
    });
  // Reactions change in place, as an edit does; the member's own on their way stay over them (ReactionToggles).
  const reacted = ({ targetType, targetId, reactions }: LiveEventData['reactions.changed']) =>
    targetType === 'content' &&
    runInAction(() => {
      shown.reactionsChanged(targetId, reactions);
      store.newer = store.newer.map((waiting) => (waiting.id === targetId ? { ...waiting, reactions } : waiting));
    });
  const stops = [
    live.on('content.created', published),
    live.on('content.updated', changed),
    live.on('content.deleted', deleted),
    live.on('reactions.changed', reacted),
    live.onReset(() => void store.refetch()),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/** `content` is a copy of `held` as an edit made before `held`'s last one left it. */
function editedBefore(content: Content, held: Content): boolean {
  return content.updatedAt !== null && held.updatedAt !== null && Date.parse(content.updatedAt) < Date.parse(held.updatedAt);
}
