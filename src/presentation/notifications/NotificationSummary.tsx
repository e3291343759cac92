import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Notification } from '../../domain/notifications/Notification';
import { useI18n } from '../kit/Resolver';

/**
 * A notification as members read it: title (bold while unread, with its "Unread" chip), text and age. The
 * notifications page and the manager's preview show it alike.
 */
export function NotificationSummary({ notification, when, unreadLabel }: { notification: Pick<Notification, 'title' | 'body' | 'createdAt'>; when: string; unreadLabel: string | null }) {
  const i18n = useI18n();
  const { title, body, createdAt } = notification;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography component="span" sx={{ display: 'block', fontSize: '1rem', fontWeight: unreadLabel ? 700 : 500, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {unreadLabel && <Chip size="small" color="primary" label={unreadLabel} />}
      </Stack>
      <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {body}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block', mt: 0.5 }}>
        <time dateTime={createdAt} title={i18n.formatDate(createdAt)}>
          {when}
        </time>
      </Typography>
    </>
  );
}
