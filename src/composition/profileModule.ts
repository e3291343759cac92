import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { SESSION, type Session } from '../application/session/Session';
import { CONSENT_QUEUE, ConsentQueue } from '../application/usecases/profile/ConsentQueue';
import { SAVE_PROFILE, SaveProfile } from '../application/usecases/profile/SaveProfile';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';
import type { I18n } from '../presentation/i18n/I18n';
import { registerAuthMessages } from '../presentation/auth/authMessages';
import { registerProfileMessages } from '../presentation/profile/profileMessages';
import type { ProfileFlowController } from '../presentation/profile/ProfileFlowController';
import { CompleteProfilePresenter } from '../presentation/profile/presenters/CompleteProfilePresenter';
import { ConsentPresenter } from '../presentation/profile/presenters/ConsentPresenter';
import type { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpCustomFieldGateway } from '../infrastructure/http/HttpCustomFieldGateway';
import { API_CLIENT } from './apiClientToken';
import type { AppConfig } from './config';

/**
 * The after-login part of the composition root (complete-profile prompt and consent queue), loaded
 * with those dialogs' chunk so none of it weighs on the first load. Bound once per container.
 */
export function bindProfileModule(container: Container, _config: AppConfig): void {
  if (container.isBound(PRESENTERS.CompleteProfile)) return;
  const i18n = container.get<I18n>(PRESENTATION.I18n);
  // Registered here, before any dialog renders: extending the catalogue while an observer renders
  // would change observed state mid-render. The validation messages are the auth modal's (one
  // wording per rule), so its catalogue comes too.
  registerAuthMessages(i18n);
  registerProfileMessages(i18n);

  // The network's questions, used by nothing on the first load (an in-memory one bound before stays).
  if (!container.isBound(ports.CUSTOM_FIELD_GATEWAY)) {
    container.bind(ports.CUSTOM_FIELD_GATEWAY).toResolvedValue((client: ApiClient) => new HttpCustomFieldGateway(client), [API_CLIENT]);
  }
  if (!container.isBound(SAVE_PROFILE)) {
    container.bind(SAVE_PROFILE).toResolvedValue((memberships: ports.MembershipGateway, session: Session) => new SaveProfile(memberships, session), [ports.MEMBERSHIP_GATEWAY, SESSION]);
  }
  // One per consent dialog: it holds that run's remaining steps.
  if (!container.isBound(CONSENT_QUEUE)) {
    container
      .bind(CONSENT_QUEUE)
      .toResolvedValue(
        (session: Session, memberships: ports.MembershipGateway, sessionStore: ports.KeyValueStore) => new ConsentQueue(session, memberships, sessionStore),
        [SESSION, ports.MEMBERSHIP_GATEWAY, ports.SESSION_STORE],
      )
      .inTransientScope();
  }

  const inNetwork = (session: Session) => {
    const { network, membership } = session;
    if (!network || !membership) throw new Error('The after-login dialogs open for a member inside a network.');
    return { network, membership };
  };
  container.bind(PRESENTERS.CompleteProfile).toResolvedValue(
    (saveProfile: SaveProfile, customFields: ports.CustomFieldGateway, controller: ProfileFlowController, clock: ports.Clock, notifier: ports.Notifier, session: Session) => () => {
      const { network, membership } = inNetwork(session);
      return new CompleteProfilePresenter(saveProfile, customFields, controller, clock, notifier, i18n, network, membership);
    },
    [SAVE_PROFILE, ports.CUSTOM_FIELD_GATEWAY, PRESENTATION.ProfileFlowController, ports.CLOCK, ports.NOTIFIER, SESSION],
  );
  container.bind(PRESENTERS.Consent).toResolvedValue(
    (controller: ProfileFlowController, notifier: ports.Notifier, session: Session) => () =>
      new ConsentPresenter(container.get<ConsentQueue>(CONSENT_QUEUE), controller, notifier, i18n, inNetwork(session).network.name),
    [PRESENTATION.ProfileFlowController, ports.NOTIFIER, SESSION],
  );
}
