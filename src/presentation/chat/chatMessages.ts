import { registerLimitMessages } from '../kit/limitMessages';
import type { I18n } from '../i18n/I18n';
import { chatEn, type ChatMessageKey } from './messages.chat.en';
import { chatIt } from './messages.chat.it';

declare module '../i18n/I18n' {
  // Declaration merging: the chat's keys become valid `t` keys wherever this chunk is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ExtraMessages extends Record<ChatMessageKey, string> {}
}

/** The chat's strings; the chat module registers them before any chat screen renders. */
export function registerChatMessages(i18n: I18n): void {
  if (i18n.has('chat.title')) return;
  registerLimitMessages(i18n);
  i18n.extend({ en: chatEn, it: chatIt });
}
