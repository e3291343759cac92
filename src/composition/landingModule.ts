import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { LandingPresenter } from '../presentation/landing/LandingPresenter';
import { PRESENTERS } from '../presentation/tokens';
import type { AppConfig } from './config';

/** The landing page's part of the composition root, loaded with the page (it is not a network page). */
export function bindLandingModule(container: Container, config: AppConfig): void {
  if (container.isBound(PRESENTERS.Landing)) return;
  container.bind(PRESENTERS.Landing).toResolvedValue((networks: ports.NetworkGateway) => () => new LandingPresenter(networks, config.landingSlugs), [ports.NETWORK_GATEWAY]);
}
