import type { Bundle, PaymentMethod, SubscribeOutcome } from '../../domain/subscription/Subscription';
import { fieldsOf, readBoolean, readId, readNumber, readOneOf, readOptional, readString, type Reader } from './wire';

/** Readers of the subscription flow (a lazy gateway's, kept out of the first load). */
export const readBundle: Reader<Bundle> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    title: read('title', readString),
    price: read('price', readNumber),
    currency: read('currency', readString),
    interval: read('interval', readOneOf(['month', 'year'] as const)),
    intervalType: read('intervalType', readString),
    freemium: read('freemium', readBoolean),
    hasFreemium: read('hasFreemium', readBoolean),
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

export const readSubscribeOutcome: Reader<SubscribeOutcome> = (value, name) => {
  const read = fieldsOf(value, name);
  const outcome: SubscribeOutcome = { status: read('status', readString) };
  const clientSecret = read('clientSecret', readOptional(readString));
  if (clientSecret !== undefined) outcome.clientSecret = clientSecret;
  return outcome;
};

