import type { I18n } from '../i18n/I18n';
import { reactionsEn, type ReactionsMessageKey } from './messages.reactions.en';
import { reactionsIt } from './messages.reactions.it';

declare module '../i18n/I18n' {
  // Declaration merging: the reactions' keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<ReactionsMessageKey, string> {}
}

/** The reaction bars' strings; the modules that bind the reactions (the feed's extras, the community's) register them. */
export function registerReactionMessages(i18n: I18n): void {
  if (i18n.has('reactions.react')) return;
  i18n.extend({ en: reactionsEn, it: reactionsIt });
}
