import type { CompleteProfilePresenter } from './CompleteProfilePresenter';
import type { ConsentPresenter } from './ConsentPresenter';

/** Builds the presenter of each after-login dialog when it opens; bound by the composition root's profile module. */
export interface ProfilePresenterFactory {
  completeProfile(): CompleteProfilePresenter;
  consent(): ConsentPresenter;
}
