import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useService, useI18n } from '../app/Resolver';
import { NOTIFICATION_CENTER, type NotificationCenter } from '../notifications/NotificationCenter';
import { COLORS } from '../theme/tokens';

/**
 * The account button's unread hint (issue 10): a dot while the member has unread notifications, its count
 * said to screen readers through the button's description (its name stays "Account menu"). The count is
 * asked for when the button comes and each time the window regains focus. A chunk of its own, with the
 * community's module, after the first screen.
 */
export default observer(function UnreadDot({ descriptionId }: { descriptionId: string }) {
  const i18n = useI18n();
  const center = useService<NotificationCenter>(NOTIFICATION_CENTER);
  useEffect(() => {
    void center.refresh();
    window.addEventListener('focus', center.windowFocused);
    return () => window.removeEventListener('focus', center.windowFocused);
  }, [center]);
  const unread = center.unreadCount;
  if (unread === 0) return null;
  return (
    <span data-testid="unread-dot" style={DOT}>
      <span id={descriptionId} className="visually-hidden">
        {unread === 1 ? i18n.t('community.menu.unreadNotifications.one') : i18n.t('community.menu.unreadNotifications.other', { count: unread })}
      </span>
    </span>
  );
});

// Inline: the header's first-paint CSS stays as it is (it is part of the first load's budget).
const DOT = {
  position: 'absolute',
  top: 2,
  right: 2,
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: COLORS.secondary,
  boxShadow: `0 0 0 2px ${COLORS.paper}`,
} as const;
