import { trialDaysOf, yearlySavingPercent, type Bundle, type PaymentMethod, type Subscription } from '../../domain/subscription/Subscription';
import type { SelectedSubscription } from '../../domain/subscription/SubscriptionFlow';
import type { I18n } from '../i18n/I18n';
import { numberFormat } from '../i18n/intlFormats';

/** A plan card, in the reader's language. */
export interface PlanView {
  id: string;
  title: string;
  description: string | null;
  /** The price alone, e.g. "€9.00". */
  price: string;
  /** "per month", "per year", "one-time payment". */
  cadence: string;
  /** "7 days free, then €9.00 per month", when the plan has a trial. */
  trial: string | null;
  /** "Save 17%": a yearly plan against twelve months of the monthly one. */
  saving: string | null;
  cta: string;
}

export interface CardView {
  id: string;
  /** "Visa •••• 4242". */
  label: string;
  /** "Expires 08/2029" or "Expired 08/2024". */
  expiry: string;
  isDefault: boolean;
  expired: boolean;
}

export interface SuccessView {
  title: string;
  /** What was bought: "Monthly · €9.00 per month". */
  bought: string;
  /** When the trial ends or the next renewal falls; null for a one-off purchase or when unknown. */
  next: string | null;
}

const formatters = new Map<string, { format: (amount: number) => string; digits: number }>();

/**
 * An amount in minor units as money of `currency`, for `locale`: the currency's own number of minor digits
 * comes from Intl (2 for EUR, 0 for JPY, 3 for KWD), never a fixed /100.
 */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const intl = numberFormat(locale, { style: 'currency', currency });
    formatter = { format: (amount) => intl.format(amount), digits: intl.resolvedOptions().maximumFractionDigits ?? 2 };
    formatters.set(key, formatter);
  }
  return formatter.format(minorUnits / 10 ** formatter.digits);
}

export function cadenceOf(interval: Bundle['interval'], i18n: I18n): string {
  return i18n.t(`subscription.cadence.${interval}`);
}

/** The plans of a page: a subscription's monthly and yearly plans (with the yearly saving), or a purchase's one-off ones. */
export function planViews(bundles: readonly Bundle[], i18n: I18n, page: { kind: 'subscribe' | 'paywall'; guest: boolean }): PlanView[] {
  const monthly = bundles.find((bundle) => bundle.interval === 'month');
  return bundles.map((bundle) => {
    const price = formatMoney(bundle.price, bundle.currency, i18n.locale);
    const cadence = cadenceOf(bundle.interval, i18n);
    const days = trialDaysOf(bundle);
    const saving = monthly && bundle.interval === 'year' ? yearlySavingPercent(monthly, bundle) : null;
    const ctaKey = page.guest ? 'subscription.plan.ctaGuest' : days > 0 ? 'subscription.plan.ctaTrial' : page.kind === 'paywall' ? 'subscription.plan.ctaBuy' : 'subscription.plan.cta';
    return {
      id: bundle.id,
      title: bundle.title,
      description: bundle.description,
      price,
      cadence,
      trial: days > 0 ? i18n.t(days === 1 ? 'subscription.plan.trialOneDay' : 'subscription.plan.trial', { days, price, cadence }) : null,
      saving: saving === null ? null : i18n.t('subscription.plan.saving', { percent: saving }),
      cta: i18n.t(ctaKey, { days }),
    };
  });
}

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', diners: 'Diners Club', unionpay: 'UnionPay' };

export function cardView(card: PaymentMethod, i18n: I18n, expired: boolean): CardView {
  const brand = BRANDS[card.brand.toLowerCase()] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  const date = `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
  return {
    id: card.id,
    label: `${brand} •••• ${card.last4}`,
    expiry: i18n.t(expired ? 'subscription.card.expired' : 'subscription.card.expires', { date }),
    isDefault: card.isDefault,
    expired,
  };
}

export function successView(plan: SelectedSubscription, bought: Subscription | null, i18n: I18n): SuccessView {
  // What the server says the member now has wins over what the page asked for (e.g. 409 AlreadySubscribed).
  const what = bought ? { title: bought.bundleTitle, price: bought.price, currency: bought.currency, interval: bought.interval } : plan;
  const price = formatMoney(what.price, what.currency, i18n.locale);
  const boughtLine = i18n.t('subscription.success.bought', { plan: what.title, price, cadence: cadenceOf(what.interval, i18n) });
  if (what.interval === 'once') return { title: i18n.t('subscription.success.titlePurchase'), bought: boughtLine, next: null };
  if (bought?.status === 'trialing' && bought.trialEnd) {
    return {
      title: i18n.t('subscription.success.titleTrial'),
      bought: boughtLine,
      next: i18n.t('subscription.success.trialEnds', { date: i18n.formatDate(bought.trialEnd), price }),
    };
  }
  return {
    title: i18n.t('subscription.success.title'),
    bought: boughtLine,
    next: bought?.currentPeriodEnd ? i18n.t('subscription.success.renews', { date: i18n.formatDate(bought.currentPeriodEnd) }) : null,
  };
}
