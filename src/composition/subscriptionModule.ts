import type { Container } from 'inversify';
import * as ports from '../application/ports';
import { SESSION, type Session } from '../application/session/Session';
import { CANCEL_SUBSCRIPTION, CancelSubscription } from '../application/usecases/subscription/CancelSubscription';
import { CHANGE_PLAN, ChangePlan } from '../application/usecases/subscription/ChangePlan';
import { OPEN_INVOICE, OpenInvoice } from '../application/usecases/subscription/OpenInvoice';
import { PAY_FOR_PLAN, PayForPlan } from '../application/usecases/subscription/PayForPlan';
import { REACTIVATE_SUBSCRIPTION, ReactivateSubscription } from '../application/usecases/subscription/ReactivateSubscription';
import { REFRESH_ACCESS, RefreshAccess } from '../application/usecases/subscription/RefreshAccess';
import { REMOVE_CARD, RemoveCard } from '../application/usecases/subscription/RemoveCard';
import { SET_DEFAULT_CARD, SetDefaultCard } from '../application/usecases/subscription/SetDefaultCard';
import { PaymentAttempts } from '../domain/subscription/PaymentAttempt';
import type { ApiClient } from '../infrastructure/http/ApiClient';
import { HttpInvoiceGateway } from '../infrastructure/http/HttpInvoiceGateway';
import { HttpPaymentMethodGateway } from '../infrastructure/http/HttpPaymentMethodGateway';
import { HttpPlanGateway } from '../infrastructure/http/HttpPlanGateway';
import { HttpSubscriptionGateway } from '../infrastructure/http/HttpSubscriptionGateway';
import { CryptoRandomSource } from '../infrastructure/identity/CryptoRandomSource';
import { UnconfiguredPaymentGateway } from '../infrastructure/payments/UnconfiguredPaymentGateway';
import { BrowserNewTabOpener } from '../infrastructure/routing/BrowserNewTabOpener';
import type { AuthController } from '../presentation/auth/AuthController';
import type { I18n } from '../presentation/i18n/I18n';
import { ManageSubscriptionPresenter } from '../presentation/subscription/ManageSubscriptionPresenter';
import { InvoicesSection } from '../presentation/subscription/InvoicesSection';
import { SavedCardsSection } from '../presentation/subscription/SavedCardsSection';
import { CardCheckout } from '../presentation/subscription/CardCheckout';
import { PaidAccess } from '../presentation/subscription/PaidAccess';
import type { ProfileFlowController } from '../presentation/profile/ProfileFlowController';
import type { PaidPageAddress } from '../presentation/subscription/PaidPageAddress';
import { PlanOffer } from '../presentation/subscription/PlanOffer';
import { SubscribePresenter } from '../presentation/subscription/SubscribePresenter';
import { registerSubscriptionMessages } from '../presentation/subscription/subscriptionMessages';
import { PRESENTATION, PRESENTERS } from '../presentation/tokens';
import type { AppConfig } from './config';
import { API_CLIENT, HTTP_MONITORING } from './apiClientToken';
import type { Monitoring } from '../application/ports/Monitoring';
import { lazyGateway } from './lazyGateway';

/**
 * The paid part of the composition root, loaded with the subscribe, paywall and subscription settings
 * pages: their messages, use cases, presenters and the card gateway the configuration names, itself a chunk of
 * its own loaded when a card form is first needed (Stripe.js is fetched by the Stripe adapter then, never before).
 * Bindings made before it loads (tests, QA) are kept.
 */
export function bindSubscriptionModule(container: Container, config: AppConfig): void {
  const get = <T,>(token: symbol) => container.get<T>(token);
  const i18n = get<I18n>(PRESENTATION.I18n);
  registerSubscriptionMessages(i18n);
  if (container.isBound(PRESENTERS.Subscribe)) return;
  const bindMissing = (token: symbol, bind: () => void) => {
    if (!container.isBound(token)) bind();
  };
  const language = () => i18n.locale;

  // The paid side of the wire, used by these pages only: its adapters come with them (in-memory ones bound before stay).
  bindMissing(ports.PLAN_GATEWAY, () => container.bind(ports.PLAN_GATEWAY).toResolvedValue((client: ApiClient, monitoring: Monitoring) => new HttpPlanGateway(client, monitoring), [API_CLIENT, HTTP_MONITORING]));
  bindMissing(ports.SUBSCRIPTION_GATEWAY, () => container.bind(ports.SUBSCRIPTION_GATEWAY).toResolvedValue((client: ApiClient) => new HttpSubscriptionGateway(client), [API_CLIENT]));
  bindMissing(ports.PAYMENT_METHOD_GATEWAY, () => container.bind(ports.PAYMENT_METHOD_GATEWAY).toResolvedValue((client: ApiClient, monitoring: Monitoring) => new HttpPaymentMethodGateway(client, monitoring), [API_CLIENT, HTTP_MONITORING]));
  bindMissing(ports.INVOICE_GATEWAY, () => container.bind(ports.INVOICE_GATEWAY).toResolvedValue((client: ApiClient, monitoring: Monitoring) => new HttpInvoiceGateway(client, monitoring), [API_CLIENT, HTTP_MONITORING]));
  bindMissing(ports.PAYMENT_GATEWAY, () => container.bind(ports.PAYMENT_GATEWAY).toConstantValue(paymentGatewayOf(config, language, get<ports.Clock>(ports.CLOCK))));
  bindMissing(ports.RANDOM_SOURCE, () => container.bind(ports.RANDOM_SOURCE).toConstantValue(new CryptoRandomSource()));
  bindMissing(ports.NEW_TAB_OPENER, () => container.bind(ports.NEW_TAB_OPENER).toConstantValue(new BrowserNewTabOpener()));

  bindMissing(REFRESH_ACCESS, () =>
    container.bind(REFRESH_ACCESS).toResolvedValue((memberships: ports.MembershipGateway, session: Session) => new RefreshAccess(memberships, session), [ports.MEMBERSHIP_GATEWAY, SESSION]),
  );
  // One PayForPlan per page (transient, asked for by each presenter): its payment attempts and their keys are that page's.
  bindMissing(PAY_FOR_PLAN, () =>
    container.bind(PAY_FOR_PLAN).toResolvedValue(
      (subscriptions: ports.SubscriptionGateway, payments: ports.PaymentGateway, random: ports.RandomSource) => new PayForPlan(subscriptions, payments, new PaymentAttempts(() => random.token(16))),
      [ports.SUBSCRIPTION_GATEWAY, ports.PAYMENT_GATEWAY, ports.RANDOM_SOURCE],
    ).inTransientScope(),
  );
  bindMissing(REACTIVATE_SUBSCRIPTION, () =>
    container.bind(REACTIVATE_SUBSCRIPTION).toResolvedValue(
      (subscriptions: ports.SubscriptionGateway, plans: ports.PlanGateway, access: RefreshAccess) => new ReactivateSubscription(subscriptions, plans, access),
      [ports.SUBSCRIPTION_GATEWAY, ports.PLAN_GATEWAY, REFRESH_ACCESS],
    ),
  );
  bindMissing(CANCEL_SUBSCRIPTION, () =>
    container.bind(CANCEL_SUBSCRIPTION).toResolvedValue((subscriptions: ports.SubscriptionGateway, plans: ports.PlanGateway) => new CancelSubscription(subscriptions, plans), [ports.SUBSCRIPTION_GATEWAY, ports.PLAN_GATEWAY]),
  );
  bindMissing(CHANGE_PLAN, () => container.bind(CHANGE_PLAN).toResolvedValue((subscriptions: ports.SubscriptionGateway) => new ChangePlan(subscriptions), [ports.SUBSCRIPTION_GATEWAY]));
  bindMissing(REMOVE_CARD, () => container.bind(REMOVE_CARD).toResolvedValue((cards: ports.PaymentMethodGateway) => new RemoveCard(cards), [ports.PAYMENT_METHOD_GATEWAY]));
  bindMissing(SET_DEFAULT_CARD, () => container.bind(SET_DEFAULT_CARD).toResolvedValue((cards: ports.PaymentMethodGateway) => new SetDefaultCard(cards), [ports.PAYMENT_METHOD_GATEWAY]));
  bindMissing(OPEN_INVOICE, () =>
    container.bind(OPEN_INVOICE).toResolvedValue((invoices: ports.InvoiceGateway, tabs: ports.NewTabOpener) => new OpenInvoice(invoices, tabs), [ports.INVOICE_GATEWAY, ports.NEW_TAB_OPENER]),
  );

  container.bind(PRESENTERS.Subscribe).toResolvedValue(
    (
      plans: ports.PlanGateway,
      cards: ports.PaymentMethodGateway,
      reactivate: ReactivateSubscription,
      refreshAccess: RefreshAccess,
      payments: ports.PaymentGateway,
      session: Session,
      auth: AuthController,
      navigator: ports.Navigator,
      clock: ports.Clock,
    ) =>
      (address: PaidPageAddress) =>
        new SubscribePresenter(
          address,
          new PlanOffer(plans, cards, session, clock, i18n, address),
          (progress, paid) => new CardCheckout(cards, get<PayForPlan>(PAY_FOR_PLAN), payments, clock, i18n, address.kind, progress, paid),
          (progress) => new PaidAccess(refreshAccess, reactivate, session, navigator, i18n, address.returnPath, progress, get<ProfileFlowController>(PRESENTATION.ProfileFlowController)),
          session,
          auth,
          navigator,
          i18n,
        ),
    [ports.PLAN_GATEWAY, ports.PAYMENT_METHOD_GATEWAY, REACTIVATE_SUBSCRIPTION, REFRESH_ACCESS, ports.PAYMENT_GATEWAY, SESSION, PRESENTATION.AuthController, ports.NAVIGATOR, ports.CLOCK],
  );
  container.bind(PRESENTERS.ManageSubscription).toResolvedValue(
    (
      plans: ports.PlanGateway,
      cards: ports.PaymentMethodGateway,
      invoices: ports.InvoiceGateway,
      cancel: CancelSubscription,
      reactivate: ReactivateSubscription,
      changePlan: ChangePlan,
      removeCard: RemoveCard,
      setDefaultCard: SetDefaultCard,
      openInvoice: OpenInvoice,
      payments: ports.PaymentGateway,
      session: Session,
      notifier: ports.Notifier,
      clock: ports.Clock,
    ) =>
      () =>
        new ManageSubscriptionPresenter(
          plans,
          cancel,
          reactivate,
          changePlan,
          (busy) => new SavedCardsSection(cards, removeCard, setDefaultCard, payments, notifier, clock, i18n, busy),
          (busy) => new InvoicesSection(invoices, openInvoice, i18n, busy),
          session,
          notifier,
          i18n,
        ),
    [
      ports.PLAN_GATEWAY, ports.PAYMENT_METHOD_GATEWAY, ports.INVOICE_GATEWAY, CANCEL_SUBSCRIPTION, REACTIVATE_SUBSCRIPTION, CHANGE_PLAN, REMOVE_CARD, SET_DEFAULT_CARD, OPEN_INVOICE,
      ports.PAYMENT_GATEWAY, SESSION, ports.NOTIFIER, ports.CLOCK,
    ],
  );
}

/** The card gateway of the configuration; each adapter is a chunk of its own, loaded on its first use. */
function paymentGatewayOf(config: AppConfig, language: () => string, clock: ports.Clock): ports.PaymentGateway {
  switch (config.payments) {
    case 'stripe': {
      const key = config.stripePublishableKey ?? '';
      return lazyGateway<ports.PaymentGateway>(() => import('../infrastructure/payments/StripePaymentGateway').then((m) => new m.StripePaymentGateway(key, language, clock)));
    }
    case 'fake':
      return lazyGateway<ports.PaymentGateway>(() => import('../infrastructure/payments/FakePaymentGateway').then((m) => new m.FakePaymentGateway(language)));
    case 'none':
      return new UnconfiguredPaymentGateway();
  }
}
