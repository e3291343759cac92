import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { SESSION, type Session } from '../application/session/Session';
import { ConsentQueue } from '../application/usecases/profile/ConsentQueue';
import { SaveProfile } from '../application/usecases/profile/SaveProfile';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';
import type { I18n } from '../presentation/i18n/I18n';
import { registerAuthMessages } from '../presentation/auth/authMessages';
import { registerProfileMessages } from '../presentation/profile/profileMessages';
import type { ProfileFlowController } from '../presentation/profile/ProfileFlowController';
import { CompleteProfilePresenter } from '../presentation/profile/presenters/CompleteProfilePresenter';
import { ConsentPresenter } from '../presentation/profile/presenters/ConsentPresenter';
import { PROFILE_DEPS, type ProfileDeps } from '../presentation/profile/presenters/ProfileDeps';
import type { AppConfig } from './config';

/**
 * The after-login part of the composition root (complete-profile prompt and consent queue), loaded
 * with those dialogs' chunk so none of it weighs on the first load. Bound once per container.
 */
export function bindProfileModule(container: Container, _config: AppConfig): void {
  if (container.isBound(PROFILE_DEPS)) return;
  const get = <T,>(token: symbol) => container.get<T>(token);
  const session = get<Session>(SESSION);
  const memberships = get<ports.MembershipGateway>(ports.MEMBERSHIP_GATEWAY);
  const sessionStore = get<ports.KeyValueStore>(ports.SESSION_STORE);
  const i18n = get<I18n>(PRESENTATION.I18n);
  // Registered here, before any dialog renders: extending the catalogue while an observer renders
  // would change observed state mid-render. The validation messages are the auth modal's (one
  // wording per rule), so its catalogue comes too.
  registerAuthMessages(i18n);
  registerProfileMessages(i18n);

  const deps: ProfileDeps = {
    i18n,
    notifier: get(ports.NOTIFIER),
    clock: get(ports.CLOCK),
    networks: get(ports.NETWORK_GATEWAY),
    controller: get<ProfileFlowController>(PRESENTATION.ProfileFlowController),
    saveProfile: new SaveProfile(memberships, session),
    consentQueue: () => new ConsentQueue(session, memberships, sessionStore),
  };
  container.bind(PROFILE_DEPS).toConstantValue(deps);

  const inNetwork = () => {
    const { network, membership } = session;
    if (!network || !membership) throw new Error('The after-login dialogs open for a member inside a network.');
    return { network, membership };
  };
  container.bind(PRESENTERS.CompleteProfile).toConstantValue(() => {
    const { network, membership } = inNetwork();
    return new CompleteProfilePresenter(deps, network, membership);
  });
  container.bind(PRESENTERS.Consent).toConstantValue(() => new ConsentPresenter(deps, inNetwork().network.name));
}
