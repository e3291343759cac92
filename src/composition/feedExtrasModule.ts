import type { Container } from 'inversify';
import * as ports from '../application/ports';
import type { ContentsPresenter } from '../presentation/home/ContentsPresenter';
import { FEED_EXTRAS_PRESENTERS } from '../presentation/home/feedExtrasTokens';
import { NewerContentsCheck } from '../presentation/home/NewerContentsCheck';

/**
 * The feed extras' part of the composition root, loaded with them once the feed's first screen is there: the "N new"
 * check when the tab regains focus (the back-off rule stays off the first load). A binding made before it loads is kept.
 */
export function bindFeedExtrasModule(container: Container): void {
  if (container.isBound(FEED_EXTRAS_PRESENTERS.NewerContentsCheck)) return;
  container.bind(FEED_EXTRAS_PRESENTERS.NewerContentsCheck).toResolvedValue(
    (clock: ports.Clock, random: ports.RandomSource, focus: ports.WindowSignals) => (feed: Pick<ContentsPresenter, 'refetchNewest'>) => new NewerContentsCheck(feed, clock, random, focus),
    [ports.CLOCK, ports.RANDOM_SOURCE, ports.WINDOW_SIGNALS],
  );
}
