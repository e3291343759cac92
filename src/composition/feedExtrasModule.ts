import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { CryptoRandomSource } from '../infrastructure/identity/CryptoRandomSource';
import type { ContentsPresenter } from '../presentation/content/ContentsPresenter';
import { FEED_EXTRAS_PRESENTERS } from '../presentation/content/feedExtrasTokens';
import { NewerContentsCheck } from '../presentation/content/NewerContentsCheck';
import { bindReactions } from './reactionsModule';

/**
 * The feed extras' part of the composition root, loaded with them once the feed's first screen is there: the "N new"
 * check when the tab regains focus (the back-off rule stays off the first load), and the cards' reactions. A binding
 * made before it loads is kept.
 */
export function bindFeedExtrasModule(container: Container): void {
  bindReactions(container);
  if (container.isBound(FEED_EXTRAS_PRESENTERS.NewerContentsCheck)) return;
  // The jitter of the check's back-off; like every lazy module's adapter, bound here unless bound already (QA, tests).
  if (!container.isBound(ports.RANDOM_SOURCE)) container.bind(ports.RANDOM_SOURCE).toConstantValue(new CryptoRandomSource());
  container.bind(FEED_EXTRAS_PRESENTERS.NewerContentsCheck).toResolvedValue(
    (clock: ports.Clock, random: ports.RandomSource, focus: ports.WindowSignals) => (feed: Pick<ContentsPresenter, 'refetchNewest'>) => new NewerContentsCheck(feed, clock, random, focus),
    [ports.CLOCK, ports.RANDOM_SOURCE, ports.WINDOW_SIGNALS],
  );
}
