import type { Container } from 'inversify';
import * as ports from '../application/ports';
import type { Monitoring } from '../application/ports/Monitoring';
import { SESSION, type Session } from '../application/session/Session';
import type { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpCouponGateway } from '../infrastructure/http/HttpCouponGateway';
import { BrowserTextCopier } from '../infrastructure/routing/BrowserTextCopier';
import type { AuthController } from '../presentation/auth/AuthController';
import { CouponsPresenter } from '../presentation/coupons/CouponsPresenter';
import { registerCouponsMessages } from '../presentation/coupons/couponsMessages';
import type { I18n } from '../presentation/i18n/I18n';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';
import { API_CLIENT, HTTP_MONITORING } from './apiClientToken';

/**
 * The coupons part of the composition root, loaded with the coupons page: its messages, the coupon gateway, the
 * clipboard and the presenter. Bindings made before it loads (tests, QA) are kept.
 */
export function bindCouponsModule(container: Container): void {
  const i18n = container.get<I18n>(PRESENTATION.I18n);
  registerCouponsMessages(i18n);
  if (container.isBound(PRESENTERS.Coupons)) return;
  bindCouponGateway(container);
  if (!container.isBound(ports.TEXT_COPIER)) container.bind(ports.TEXT_COPIER).toConstantValue(new BrowserTextCopier());

  container.bind(PRESENTERS.Coupons).toResolvedValue(
    (coupons: ports.CouponGateway, session: Session, auth: AuthController, copier: ports.TextCopier, notifier: ports.Notifier, clock: ports.Clock) => () =>
      new CouponsPresenter(coupons, session, auth, copier, notifier, clock, i18n),
    [ports.COUPON_GATEWAY, SESSION, PRESENTATION.AuthController, ports.TEXT_COPIER, ports.NOTIFIER, ports.CLOCK],
  );
}

/** The coupon gateway over HTTP, unless one is bound already: the members' page and the manager's share it. */
export function bindCouponGateway(container: Container): void {
  if (container.isBound(ports.COUPON_GATEWAY)) return;
  container.bind(ports.COUPON_GATEWAY).toResolvedValue((client: ApiClient, monitoring: Monitoring) => new HttpCouponGateway(client, monitoring), [API_CLIENT, HTTP_MONITORING]);
}
