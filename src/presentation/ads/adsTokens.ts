import type { PresenterToken } from '../tokens';
import type { FeedAdsPresenter } from './FeedAdsPresenter';
import type { WelcomeDesk } from './WelcomeDesk';

/**
 * The ads' presenter factories, bound by the ads module. Their names live in this lazy chunk rather than in
 * PRESENTERS: the first load has no room to spare (DESIGN.md budget), and nothing on it needs them.
 */
export const ADS_PRESENTERS = {
  FeedAds: Symbol.for('FeedAdsPresenter') as PresenterToken<FeedAdsPresenter>,
  /** The welcome dialog's desk, shared with the after-login flow (`WELCOME_DESK`). */
  WelcomeDesk: Symbol.for('WelcomeDeskPresenter') as PresenterToken<WelcomeDesk>,
};
