import type { I18n } from '../i18n/I18n';
import { landingEn, type LandingMessageKey } from './messages.landing.en';
import { landingIt } from './messages.landing.it';

declare module '../i18n/I18n' {
  // Declaration merging: the landing page's keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<LandingMessageKey, string> {}
}

/** The landing page's strings; the landing module registers them before the page renders. */
export function registerLandingMessages(i18n: I18n): void {
  if (i18n.has('landing.title')) return;
  i18n.extend({ en: landingEn, it: landingIt });
}
