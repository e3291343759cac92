import { useI18n } from '../kit/Resolver';
import { cssColor } from '../theme/tokens';

/**
 * The account button's unread dot: there while the member has unread notifications, its count said to screen readers
 * through the button's description (its name stays "Account menu").
 */
export function UnreadDot({ unread, descriptionId }: { unread: number; descriptionId: string }) {
  const i18n = useI18n();
  if (unread === 0) return null;
  return (
    <span data-testid="unread-dot" style={DOT}>
      <span id={descriptionId} className="visually-hidden">
        {unread === 1 ? i18n.t('community.menu.unreadNotifications.one') : i18n.t('community.menu.unreadNotifications.other', { count: unread })}
      </span>
    </span>
  );
}

// Inline: the header's first-paint CSS stays as it is (it is part of the first load's budget).
const DOT = {
  position: 'absolute',
  top: 2,
  right: 2,
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: cssColor('secondary'),
  boxShadow: `0 0 0 2px ${cssColor('paper')}`,
} as const;
