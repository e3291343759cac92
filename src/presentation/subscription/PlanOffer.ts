import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import type { PaymentMethodGateway } from '../../application/ports/PaymentMethodGateway';
import type { PlanGateway } from '../../application/ports/PlanGateway';
import type { Session } from '../../application/session/Session';
import { isCardExpired, type Bundle, type PaymentMethod, type Subscription } from '../../domain/subscription/Subscription';
import { errorMessageOf } from '../kit/errorMessage';
import type { I18n } from '../i18n/I18n';
import type { PaidPageAddress } from './PaidPageAddress';
import { cadenceOf, cardView, formatMoney, planViews, type CardView, type PlanView } from './subscriptionViews';

/**
 * What the subscribe or paywall page offers and why the member is there: the plans of the page's kind, the member's
 * saved cards and their subscription (what a reactivation renews, and after a payment what was bought).
 */
export class PlanOffer {
  status: 'loading' | 'failed' | 'ready' = 'loading';
  bundles: Bundle[] = [];
  loadFailure = '';
  savedCards: PaymentMethod[] = [];
  current: Subscription | null = null;

  constructor(
    private readonly plans: Pick<PlanGateway, 'bundles' | 'current'>,
    private readonly cards: Pick<PaymentMethodGateway, 'paymentMethods'>,
    private readonly session: Pick<Session, 'membership' | 'network'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly i18n: I18n,
    private readonly address: Pick<PaidPageAddress, 'kind' | 'denyReason'>,
  ) {
    makeAutoObservable<PlanOffer, 'plans' | 'cards' | 'session' | 'clock' | 'i18n' | 'address'>(
      this,
      { plans: false, cards: false, session: false, clock: false, i18n: false, address: false },
      { autoBind: true },
    );
  }

  get isGuest(): boolean {
    return this.session.membership === null;
  }

  get networkName(): string {
    return this.session.network?.name ?? '';
  }

  /** Why the member is here, above the plans: the reason of the address, else the membership's own. */
  get explanation(): string {
    const membership = this.session.membership;
    const reason = membership && !membership.isAccessAuthorized ? (this.address.denyReason ?? membership.accessDenyReason) : null;
    if (reason) {
      const key = `subscription.reason.${reason}`;
      return this.i18n.has(key) ? this.i18n.t(key) : this.i18n.t('subscription.reason.other');
    }
    return this.i18n.t(this.address.kind === 'subscribe' ? 'subscription.intro.subscribe' : 'subscription.intro.paywall', { name: this.networkName });
  }

  /** spec §2 `/subscribe?deny_reason=canceled`: the member's subscription has ended; it can come back as it was. */
  get offersReactivation(): boolean {
    const membership = this.session.membership;
    return membership !== null && !membership.isAccessAuthorized && (this.address.denyReason ?? membership.accessDenyReason) === 'canceled';
  }

  /** What reactivating does: the plan it renews and the price charged today, when known. */
  get reactivation(): string {
    const current = this.current;
    if (!current) return this.i18n.t('subscription.reactivate.body');
    const price = `${formatMoney(current.price, current.currency, this.i18n.locale)} ${cadenceOf(current.interval, this.i18n)}`;
    return this.i18n.t(current.status === 'canceled' ? 'subscription.reactivate.bodyCharged' : 'subscription.reactivate.bodyKept', { plan: current.bundleTitle, price });
  }

  /** Under the plans, for a guest: what signing in leads to. */
  get guestHint(): string {
    return this.i18n.t(this.address.kind === 'subscribe' ? 'subscription.guest.subscribe' : 'subscription.guest.paywall');
  }

  get planViews(): PlanView[] {
    return planViews(this.bundles, this.i18n, { kind: this.address.kind, guest: this.isGuest });
  }

  get cardViews(): CardView[] {
    const now = new Date(this.clock.now());
    return this.savedCards.map((card) => cardView(card, this.i18n, isCardExpired(card, now)));
  }

  /** A saved card that can still pay: the saved cards are offered before the card form. */
  hasUsableSavedCard(): boolean {
    const now = new Date(this.clock.now());
    return this.savedCards.some((card) => !isCardExpired(card, now));
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const member = !this.isGuest;
      const [bundles, savedCards, current] = await Promise.all([
        this.plans.bundles(),
        member ? this.cards.paymentMethods() : Promise.resolve([]),
        // What a reactivation would renew, and at what price (the page says it before charging).
        member ? this.plans.current().catch(() => null) : Promise.resolve(null),
      ]);
      runInAction(() => {
        this.bundles = bundles.filter((bundle) => (this.address.kind === 'paywall') === (bundle.interval === 'once'));
        this.savedCards = savedCards;
        this.current = current;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.loadFailure = errorMessageOf(error, this.i18n);
      });
    }
  }

  /** A guest signed in on the page: their saved cards. */
  async savedCardsRead(): Promise<void> {
    try {
      const savedCards = await this.cards.paymentMethods();
      runInAction(() => (this.savedCards = savedCards));
    } catch {
      // No saved cards to show: the card form still works.
    }
  }

  /** After a payment: what was bought and until when. */
  async currentRead(): Promise<void> {
    try {
      const current = await this.plans.current();
      runInAction(() => (this.current = current));
    } catch {
      // The success is said with what the page knew before.
    }
  }
}
