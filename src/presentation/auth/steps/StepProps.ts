import type { I18n } from '../../i18n/I18n';
import type { AuthModalPresenter } from '../presenters/AuthModalPresenter';

/** What every step of the authentication modal is drawn from. */
export type StepProps = { modal: AuthModalPresenter; i18n: I18n; pathTo: (path: string) => string };
