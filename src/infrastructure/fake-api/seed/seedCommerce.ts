import type { Bundle } from '../../../domain/subscription/Subscription';
import { sampleBundle } from '../../memory/samples';
import type { FakeState, InvoiceRecord, PaymentMethodRecord, SubscriptionRecord } from '../FakeState';
import { addDays, addInterval, addMonths, invoiceNumberOf } from '../rules/billing';
import { fingerprintOf } from '../rules/testCards';
import { NETWORK_IDS } from './seedConstants';

type Commerce = Pick<FakeState, 'bundles' | 'paymentMethods' | 'subscriptions' | 'invoices' | 'trials' | 'idempotency'>;

/** The wire's name of each billing interval, as the back end sends it beside the interval. */
const INTERVAL_TYPES: Record<Bundle['interval'], string> = { month: 'monthly', year: 'yearly', once: 'one_time' };

/** A plan of the seed, on the samples' plan (memory/samples); a trial of 0 days is none. */
function plan(id: string, title: string, description: string, price: number, interval: Bundle['interval'], trialDays: number): Bundle {
  return sampleBundle({ id, title, description, price, interval, intervalType: INTERVAL_TYPES[interval], freemium: trialDays, hasFreemium: trialDays > 0 });
}

const GREEN_MONTHLY = plan('bundle-green-monthly', 'Monthly', 'A new menu every week, live cook-alongs with the chefs and the whole recipe archive.', 900, 'month', 7);
const GREEN_YEARLY = plan('bundle-green-yearly', 'Yearly', 'Everything in the monthly plan, paid once a year: about two months free.', 8900, 'year', 7);
/** The club's first plan, no longer sold: its subscribers keep it until they change or cancel. */
const GREEN_FOUNDERS = plan('bundle-green-founders', 'Founding members', 'The price of the first year of the club, for its first members.', 700, 'month', 0);
const BLUE_NOTE_COURSE = plan('bundle-bluenote-course', 'Full course: 24 lessons', 'Every lesson, score and recording of the masterclass, yours to keep.', 4900, 'once', 0);
const BLUE_NOTE_COURSE_AND_REVIEW = plan('bundle-bluenote-review', 'Course + personal review', 'The full course, and a teacher reviews three recordings of your playing.', 7900, 'once', 0);

/**
 * Plans, saved cards, subscriptions, invoices and used trials of the paid networks, so every paid flow
 * can be tried at once: Green Table has members with an active subscription (chiara, dario), two whose
 * subscription ended (elena, whose Mastercard already had its trial, and ines), one past due (paolo, on a plan no
 * longer sold) and one with a saved card and no subscription (tom); Blue Note a buyer (leo) and a member
 * who has not bought (sara). Dates are relative to `now`, periods follow the billing rules.
 */
export function seedCommerce(now: number): Commerce {
  const daysAgo = (days: number) => addDays(new Date(now).toISOString(), -days);
  const year = new Date(now).getUTCFullYear();
  const card = (membershipId: string, id: string, brand: string, last4: string, isDefault: boolean, expiry = { month: 8, year: year + 3 }): PaymentMethodRecord => ({
    id, membershipId, brand, last4, expMonth: expiry.month, expYear: expiry.year, isDefault, fingerprint: fingerprintOf(brand, last4),
  });
  const invoices: InvoiceRecord[] = [];
  const invoice = (subscription: SubscriptionRecord, amount: number, createdAt: string, status: InvoiceRecord['status'] = 'paid') => {
    const ordinal = invoices.filter((candidate) => candidate.membershipId === subscription.membershipId).length + 1;
    invoices.push({
      id: `in-${subscription.membershipId.replace(/^mem-/, '')}-${ordinal}`,
      membershipId: subscription.membershipId,
      subscriptionId: subscription.id,
      number: invoiceNumberOf(subscription.membershipId, ordinal),
      amount,
      currency: 'EUR',
      status,
      createdAt,
    });
  };
  const subscription = (fields: Pick<SubscriptionRecord, 'id' | 'membershipId' | 'networkId' | 'bundleId' | 'status' | 'paymentMethodId' | 'createdAt'> & Partial<SubscriptionRecord>): SubscriptionRecord => ({
    currentPeriodStart: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, trialEnd: null, clientSecret: null, pendingTrialDays: 0, balance: 0, canceledAt: null,
    ...fields,
  });

  // Leo bought the course two months ago.
  const leo = subscription({
    id: 'sub-leo-course', membershipId: 'mem-leo-bluenote', networkId: NETWORK_IDS.blueNote, bundleId: BLUE_NOTE_COURSE.id,
    status: 'active', paymentMethodId: 'pm_card_visa', createdAt: daysAgo(60),
  });
  invoice(leo, BLUE_NOTE_COURSE.price, leo.createdAt);

  // Chiara started a yearly trial on her Amex 120 days ago, was charged at its end, and now pays with her Visa.
  // Dario's subscription is the same, 30 days younger: two people (or two QA runs at once) can manage one each.
  const activeYearly = (key: string, startedDaysAgo: number) => {
    const trialEnd = daysAgo(startedDaysAgo - GREEN_YEARLY.freemium);
    const active = subscription({
      id: `sub-${key}-yearly`, membershipId: `mem-${key}-greentable`, networkId: NETWORK_IDS.greenTable, bundleId: GREEN_YEARLY.id,
      status: 'active', paymentMethodId: 'pm_card_visa', createdAt: daysAgo(startedDaysAgo),
      trialEnd, currentPeriodStart: trialEnd, currentPeriodEnd: addInterval(trialEnd, 'year'),
    });
    invoice(active, 0, active.createdAt);
    invoice(active, GREEN_YEARLY.price, trialEnd);
    return active;
  };
  const chiara = activeYearly('chiara', 120);
  const dario = activeYearly('dario', 90);

  // Elena had the monthly trial on her Mastercard, paid one month, canceled, and her access ended.
  const elenaStart = daysAgo(75);
  const elenaTrialEnd = addDays(elenaStart, GREEN_MONTHLY.freemium);
  const elenaEnd = addInterval(elenaTrialEnd, 'month');
  const elena = subscription({
    id: 'sub-elena-monthly', membershipId: 'mem-elena-greentable', networkId: NETWORK_IDS.greenTable, bundleId: GREEN_MONTHLY.id,
    status: 'canceled', paymentMethodId: 'pm_card_mastercard', createdAt: elenaStart,
    trialEnd: elenaTrialEnd, currentPeriodStart: elenaTrialEnd, currentPeriodEnd: elenaEnd, canceledAt: elenaEnd,
  });
  invoice(elena, 0, elenaStart);
  invoice(elena, GREEN_MONTHLY.price, elenaTrialEnd);

  // Paolo has been on the founders' plan for months; its renewal three days ago was declined.
  const paoloRenewal = daysAgo(3);
  const paolo = subscription({
    id: 'sub-paolo-founders', membershipId: 'mem-paolo-greentable', networkId: NETWORK_IDS.greenTable, bundleId: GREEN_FOUNDERS.id,
    status: 'past_due', paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds', createdAt: addMonths(paoloRenewal, -3),
    currentPeriodStart: paoloRenewal, currentPeriodEnd: addInterval(paoloRenewal, 'month'),
  });
  for (const months of [-3, -2, -1]) invoice(paolo, GREEN_FOUNDERS.price, addMonths(paoloRenewal, months));
  invoice(paolo, GREEN_FOUNDERS.price, paoloRenewal, 'open');

  // Ines paid a year up front with her Visa, without a trial, and let it end a month ago.
  const inesEnd = daysAgo(30);
  const ines = subscription({
    id: 'sub-ines-yearly', membershipId: 'mem-ines-greentable', networkId: NETWORK_IDS.greenTable, bundleId: GREEN_YEARLY.id,
    status: 'canceled', paymentMethodId: 'pm_card_visa', createdAt: addMonths(inesEnd, -12),
    currentPeriodStart: addMonths(inesEnd, -12), currentPeriodEnd: inesEnd, canceledAt: inesEnd,
  });
  invoice(ines, GREEN_YEARLY.price, ines.createdAt);

  return {
    bundles: [
      { networkId: NETWORK_IDS.blueNote, bundle: BLUE_NOTE_COURSE, retired: false },
      { networkId: NETWORK_IDS.blueNote, bundle: BLUE_NOTE_COURSE_AND_REVIEW, retired: false },
      { networkId: NETWORK_IDS.greenTable, bundle: GREEN_MONTHLY, retired: false },
      { networkId: NETWORK_IDS.greenTable, bundle: GREEN_YEARLY, retired: false },
      { networkId: NETWORK_IDS.greenTable, bundle: GREEN_FOUNDERS, retired: true },
    ],
    paymentMethods: [
      card('mem-leo-bluenote', 'pm_card_visa', 'visa', '4242', true),
      card('mem-chiara-greentable', 'pm_card_visa', 'visa', '4242', true),
      card('mem-chiara-greentable', 'pm_card_amex', 'amex', '8431', false),
      card('mem-dario-greentable', 'pm_card_visa', 'visa', '4242', true),
      card('mem-dario-greentable', 'pm_card_amex', 'amex', '8431', false),
      card('mem-ines-greentable', 'pm_card_visa', 'visa', '4242', true),
      card('mem-elena-greentable', 'pm_card_mastercard', 'mastercard', '4444', true),
      card('mem-paolo-greentable', 'pm_card_chargeDeclinedInsufficientFunds', 'visa', '9995', true),
      card('mem-tom-greentable', 'pm_card_visa', 'visa', '4242', true),
      // Expired last year: listed, but it can no longer pay.
      card('mem-tom-greentable', 'pm_tom_expired_mastercard', 'mastercard', '5100', false, { month: 3, year: year - 1 }),
    ],
    subscriptions: [leo, chiara, dario, elena, ines, paolo],
    invoices,
    trials: [
      { networkId: NETWORK_IDS.greenTable, fingerprint: fingerprintOf('amex', '8431'), membershipId: 'mem-chiara-greentable', startedAt: chiara.createdAt },
      { networkId: NETWORK_IDS.greenTable, fingerprint: fingerprintOf('mastercard', '4444'), membershipId: 'mem-elena-greentable', startedAt: elenaStart },
    ],
    idempotency: [],
  };
}
