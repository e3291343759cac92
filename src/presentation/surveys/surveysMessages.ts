import { registerLimitMessages } from '../kit/limitMessages';
import type { I18n } from '../i18n/I18n';
import { surveysEn, type SurveysMessageKey } from './messages.surveys.en';
import { surveysIt } from './messages.surveys.it';

declare module '../i18n/I18n' {
  // Declaration merging: the surveys pages' keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<SurveysMessageKey, string> {}
}

/** The surveys pages' strings; the surveys module registers them before any of those pages renders. */
export function registerSurveysMessages(i18n: I18n): void {
  if (i18n.has('surveys.title')) return;
  registerLimitMessages(i18n);
  i18n.extend({ en: surveysEn, it: surveysIt });
}
