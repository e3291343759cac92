import type { Container } from 'inversify';
import * as ports from '../application/ports';
import type { I18n } from '../presentation/i18n/I18n';
import { registerLandingMessages } from '../presentation/landing/landingMessages';
import { LandingPresenter } from '../presentation/landing/LandingPresenter';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';
import type { AppConfig } from './config';

/** The landing page's part of the composition root, loaded with the page (it is not a network page). */
export function bindLandingModule(container: Container, config: AppConfig): void {
  registerLandingMessages(container.get<I18n>(PRESENTATION.I18n));
  if (container.isBound(PRESENTERS.Landing)) return;
  container.bind(PRESENTERS.Landing).toResolvedValue((networks: ports.NetworkGateway) => () => new LandingPresenter(networks, config.landingSlugs), [ports.NETWORK_GATEWAY]);
}
