import type { ConversationItem } from '../chat';
import type { I18n } from '../i18n/I18n';

/** A conversation's line in the manager area's chat list: "10 members · last message 2 hours ago". */
export function conversationSummary(item: Pick<ConversationItem, 'memberCount' | 'age'>, i18n: I18n): string {
  const members = item.memberCount === 1 ? i18n.t('manage.chat.members.one') : i18n.t('manage.chat.members.other', { count: item.memberCount });
  const activity = item.age ? i18n.t('manage.chat.lastActivity', { when: item.age }) : i18n.t('manage.chat.noMessages');
  return `${members} · ${activity}`;
}
