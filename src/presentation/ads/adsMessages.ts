import type { I18n } from '../i18n/I18n';
import { adsEn, type AdsMessageKey } from './messages.ads.en';
import { adsIt } from './messages.ads.it';

declare module '../i18n/I18n' {
  // Declaration merging: the ads' keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<AdsMessageKey, string> {}
}

/** The banner's and the welcome's strings; the ads module registers them before either renders. */
export function registerAdsMessages(i18n: I18n): void {
  if (i18n.has('ads.banner.sponsored')) return;
  i18n.extend({ en: adsEn, it: adsIt });
}
