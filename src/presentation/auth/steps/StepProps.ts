import type { AuthModalPresenter } from '../presenters/AuthModalPresenter';

/** What every step of the authentication modal is drawn from. */
export type StepProps = { modal: AuthModalPresenter; pathTo: (path: string) => string };
