import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { SESSION, type Session } from '../application/session/Session';
import { WELCOME_DESK, type WelcomeDesk } from '../presentation/ads/WelcomeDesk';
import type { AuthController } from '../presentation/auth/AuthController';
import { ProfileFlowController } from '../presentation/profile/ProfileFlowController';
import type { ProfileFlowSlot } from '../presentation/profile/ProfileFlowSlot';
import { PRESENTATION } from '../presentation/tokens';

/**
 * The after-login dialogs' controller (spec §4: complete profile, then the consents; then the network's welcome), made once, when the
 * visit's first membership appears or the sign-in modal loads; the first load's slot shows its stage.
 * A controller bound before (QA, tests) is kept.
 */
export function bindProfileFlow(container: Container): void {
  if (container.isBound(PRESENTATION.ProfileFlowController)) return;
  // The welcome comes with the ads module, loaded only when the after-login dialogs are done.
  const dialogsDone = () =>
    void import('./adsModule').then((module) => {
      module.bindAdsModule(container);
      return container.get<WelcomeDesk>(WELCOME_DESK).dialogsDone();
    });
  const auth = container.get<AuthController>(PRESENTATION.AuthController);
  const controller = new ProfileFlowController(container.get<Session>(SESSION), container.get<ports.KeyValueStore>(ports.SESSION_STORE), dialogsDone, () => auth.isOpen);
  container.bind(PRESENTATION.ProfileFlowController).toConstantValue(controller);
  container.get<ProfileFlowSlot>(PRESENTATION.ProfileFlowSlot).filled(controller);
}
