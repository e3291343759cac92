import type { I18n } from '../i18n/I18n';
import { limitsEn, type LimitsMessageKey } from './messages.limits.en';
import { limitsIt } from './messages.limits.it';

declare module '../i18n/I18n' {
  // Declaration merging: the length notes' keys become valid `t` keys wherever a limited field is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<LimitsMessageKey, string> {}
}

/**
 * The length notes' strings. Every feature with a limited field (auth, profile, settings, community, chat,
 * surveys) registers them with its own catalogue, so they stay out of the first load.
 */
export function registerLimitMessages(i18n: I18n): void {
  if (i18n.has('limits.counter')) return;
  i18n.extend({ en: limitsEn, it: limitsIt });
}
