import type { PresenterToken } from '../tokens';
import type { ContentsPresenter } from './ContentsPresenter';
import type { NewerContentsCheck } from './NewerContentsCheck';

/**
 * The feed extras' presenter factories, bound by their module when the extras load. Their names live in this lazy
 * chunk rather than in PRESENTERS: the first load has no room to spare (DESIGN.md budget), and nothing on it needs them.
 */
export const FEED_EXTRAS_PRESENTERS = {
  NewerContentsCheck: Symbol.for('NewerContentsCheckPresenter') as PresenterToken<NewerContentsCheck, [feed: Pick<ContentsPresenter, 'refetchNewest'>]>,
};
