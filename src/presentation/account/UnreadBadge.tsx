import { useI18n } from '../kit/Resolver';

/** The most the badge counts; more reads "99+". */
const MOST = 99;

/**
 * The bell's unread count: a badge there while the member has unread notifications, its count said to screen readers
 * through the bell's description (its name stays "Notifications"). First-paint CSS (`.unread-badge`): the header's.
 */
export function UnreadBadge({ unread, descriptionId }: { unread: number; descriptionId: string }) {
  const i18n = useI18n();
  if (unread === 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-badge">
      <span aria-hidden="true">{unread > MOST ? `${MOST}+` : unread}</span>
      <span id={descriptionId} className="visually-hidden">
        {unread === 1 ? i18n.t('community.menu.unreadNotifications.one') : i18n.t('community.menu.unreadNotifications.other', { count: unread })}
      </span>
    </span>
  );
}
