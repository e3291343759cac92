import type { Clock } from '../../../application/ports/Clock';
import type { NetworkGateway } from '../../../application/ports/NetworkGateway';
import type { Notifier } from '../../../application/ports/Notifier';
import type { ConsentQueue } from '../../../application/usecases/profile/ConsentQueue';
import type { SaveProfile } from '../../../application/usecases/profile/SaveProfile';
import type { I18n } from '../../i18n/I18n';
import type { ProfileFlowController } from '../ProfileFlowController';

/** Everything the after-login dialogs' presenters use, built once by the composition root's profile module. */
export interface ProfileDeps {
  i18n: I18n;
  notifier: Notifier;
  clock: Pick<Clock, 'now'>;
  networks: Pick<NetworkGateway, 'customFields'>;
  controller: ProfileFlowController;
  saveProfile: SaveProfile;
  /** A fresh queue for each consent dialog: it holds that run's remaining steps. */
  consentQueue: () => ConsentQueue;
}
export const PROFILE_DEPS = Symbol.for('ProfileDeps');
