import type { I18n } from '../i18n/I18n';
import { subscriptionEn, type SubscriptionMessageKey } from './messages.subscription.en';
import { subscriptionIt } from './messages.subscription.it';

declare module '../i18n/I18n' {
  // Declaration merging: the paid pages' keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<SubscriptionMessageKey, string> {}
}

/** The paid pages' strings; the subscription module registers them before any of those pages renders. */
export function registerSubscriptionMessages(i18n: I18n): void {
  if (i18n.has('subscription.title.subscribe')) return;
  i18n.extend({ en: subscriptionEn, it: subscriptionIt });
}
