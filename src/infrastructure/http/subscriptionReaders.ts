import type { Bundle, Invoice, PaymentMethod, SubscribeOutcome, Subscription, SubscriptionStatus } from '../../domain/subscription/Subscription';
import { fieldsOf, malformedAnswer, readBoolean, readId, readIsoDate, readNullable, readNumber, readOneOf, readOptional, readString, type Reader } from './wire';

/** Readers of the paid-network calls (lazy gateways', kept out of the first load). */

const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due', 'canceled', 'incomplete'];
const readInterval = readOneOf(['month', 'year', 'once'] as const);

/** An amount in minor units: a whole number, never negative. */
const readMinorUnits: Reader<number> = (value, field) => {
  const amount = readNumber(value, field);
  if (!Number.isInteger(amount) || amount < 0) throw malformedAnswer(field);
  return amount;
};

/** An ISO 4217 code: anything else would make `Intl.NumberFormat` throw where the price is shown. */
const readCurrency: Reader<string> = (value, field) => {
  const currency = readString(value, field);
  if (!/^[A-Za-z]{3}$/.test(currency)) throw malformedAnswer(field);
  return currency.toUpperCase();
};

/** Days of trial: a whole number, 0 for none. */
const readDays: Reader<number> = (value, field) => {
  const days = readNumber(value, field);
  if (!Number.isInteger(days) || days < 0) throw malformedAnswer(field);
  return days;
};

export const readBundle: Reader<Bundle> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    title: read('title', readString),
    description: read('description', readNullable(readString)),
    price: read('price', readMinorUnits),
    currency: read('currency', readCurrency),
    interval: read('interval', readInterval),
    intervalType: read('intervalType', readString),
    freemium: read('freemium', readDays),
    hasFreemium: read('hasFreemium', readBoolean),
  };
};

export const readSubscription: Reader<Subscription> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    bundleId: read('bundleId', readId),
    bundleTitle: read('bundleTitle', readString),
    status: read('status', readOneOf(SUBSCRIPTION_STATUSES)),
    price: read('price', readMinorUnits),
    currency: read('currency', readCurrency),
    interval: read('interval', readInterval),
    currentPeriodEnd: read('currentPeriodEnd', readNullable(readIsoDate)),
    cancelAtPeriodEnd: read('cancelAtPeriodEnd', readBoolean),
    trialEnd: read('trialEnd', readNullable(readIsoDate)),
  };
};

export const readPaymentMethod: Reader<PaymentMethod> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    brand: read('brand', readString),
    last4: read('last4', readString),
    expMonth: read('expMonth', readNumber),
    expYear: read('expYear', readNumber),
    isDefault: read('isDefault', readBoolean),
  };
};

export const readInvoice: Reader<Invoice> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    number: read('number', readString),
    amount: read('amount', readMinorUnits),
    currency: read('currency', readCurrency),
    status: read('status', readOneOf(['paid', 'open', 'void'] as const)),
    createdAt: read('createdAt', readIsoDate),
  };
};

/** A `requires_action` answer without the secret of its bank check is one the app cannot complete. */
export const readSubscribeOutcome: Reader<SubscribeOutcome> = (value, name) => {
  const read = fieldsOf(value, name);
  const subscriptionId = read('subscriptionId', readId);
  const status = read('status', readOneOf(['active', 'trialing', 'requires_action'] as const));
  const clientSecret = read('clientSecret', readOptional(readString)) ?? null;
  if (status === 'requires_action' && !clientSecret) throw malformedAnswer(`${name}.clientSecret`);
  return { subscriptionId, status, clientSecret };
};
