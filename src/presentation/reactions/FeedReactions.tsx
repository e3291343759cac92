import { startTransition, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import { isUnsent } from '../../domain/content/Content';
import { usePresenter } from '../kit/Resolver';
import { ReactionBar } from './ReactionBar';
import { REACTIONS_PRESENTERS } from './reactionsTokens';
import type { ReactionToggles } from './ReactionToggles';

/** The place each card of the feed keeps for its reactions (ContentCard), named by its content's id. */
const SLOTS = '[role="feed"] [data-reactions]';

/**
 * The reaction bars of the feed's cards, a chunk the feed's extras mount once the first screen is there: the first
 * load has no room for them. Each card keeps their place (its footer's height, so nothing moves when they come); a
 * bar is drawn into it whenever the card is in the page, those of the first page and those the virtualized rows
 * draw as the member scrolls.
 */
export default observer(function FeedReactions() {
  const reactions = usePresenter(REACTIONS_PRESENTERS.ContentReactions);
  const slots = useSlots();
  return slots.map((slot) => {
    const contentId = slot.dataset.reactions ?? '';
    return isUnsent({ id: contentId }) ? null : createPortal(<ContentReactionBar reactions={reactions} contentId={contentId} />, slot, contentId);
  });
});

const ContentReactionBar = observer(function ContentReactionBar({ reactions, contentId }: { reactions: ReactionToggles; contentId: string }) {
  return <ReactionBar bar={reactions.barOf(contentId)} onToggled={(emoji) => reactions.toggled(contentId, emoji)} />;
});

/** The cards' places in the page now: followed as cards come and go (a page more, the rows drawn near the screen). */
function useSlots(): HTMLElement[] {
  const [slots, setSlots] = useState<HTMLElement[]>([]);
  useEffect(() => {
    // A transition: ten bars arriving at once render in slices, not in one task of the page's start.
    const find = () => startTransition(() => setSlots((shown) => {
      const found = [...document.querySelectorAll<HTMLElement>(SLOTS)];
      return found.length === shown.length && found.every((slot, index) => slot === shown[index]) ? shown : found;
    }));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return slots;
}
