import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { NotificationSummary } from '../notifications';
import { usePresenter, useI18n } from '../kit/Resolver';
import { Notice } from '../widgets/Notice';
import { PRESENTERS } from '../tokens';

/** How many of the newest the bell shows; the notifications page has them all. */
const SHOWN = 5;

/**
 * The header bell's panel: the member's newest notifications (opening one marks it read and follows its link, as on
 * the notifications page), "Mark all as read" and "See all". A dialog anchored to the bell: Escape and a click
 * outside close it, and the focus goes back to the bell (MUI Popover).
 */
export default observer(function NotificationsPopover({ anchor, pathTo, onClose }: { anchor: HTMLElement | null; pathTo: (networkPath: string) => string; onClose: () => void }) {
  const i18n = useI18n();
  const titleId = useId();
  const page = usePresenter(PRESENTERS.Notifications, { networkBase: pathTo(NETWORK_PATHS.home).replace(/\/$/, ''), origin: window.location.origin, pageSize: SHOWN });
  const center = usePresenter(PRESENTERS.NotificationCenter);
  useEffect(() => void center.refresh(), [center]);
  const open = (notificationId: string) => {
    onClose();
    page.opened(notificationId);
  };
  return (
    <Popover
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 380, maxWidth: 'calc(100vw - 16px)' } } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography id={titleId} component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {i18n.t('header.notifications')}
        </Typography>
        <Button size="small" onClick={page.markAllReadClicked} disabled={page.unreadCount === 0 || page.markingAll} aria-busy={page.markingAll}>
          {i18n.t('community.notifications.markAll')}
        </Button>
      </Stack>
      {page.markAllFailure && (
        <Box sx={{ px: 2, pb: 1 }}>
          <Notice severity="error">{`${i18n.t('community.notifications.markAllFailed')} ${page.markAllFailure}`}</Notice>
        </Box>
      )}
      <Divider />
      {page.status === 'loading' ? (
        <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label={i18n.t('common.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : page.status === 'failed' ? (
        <Box sx={{ p: 2 }}>
          <Notice severity="error" action={<Button onClick={page.retryClicked}>{i18n.t('common.retry')}</Button>}>
            {page.failureMessage}
          </Notice>
        </Box>
      ) : page.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {i18n.t('community.notifications.empty')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={i18n.t('community.notifications.latest')} sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 'min(60vh, 420px)', overflowY: 'auto' }}>
          {page.items.map(({ notification, when }) => (
            <Box component="li" key={notification.id} sx={{ borderLeft: 4, borderLeftColor: notification.read ? 'transparent' : 'primary.main', '& + &': { borderTop: 1, borderTopColor: 'divider' } }}>
              <ButtonBase
                onClick={() => open(notification.id)}
                sx={{ display: 'block', width: '100%', textAlign: 'left', px: 2, py: 1.5, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
              >
                <NotificationSummary notification={notification} when={when} unreadLabel={notification.read ? null : i18n.t('community.notifications.unread')} />
              </ButtonBase>
            </Box>
          ))}
        </Box>
      )}
      <Divider />
      <Button component={RouterLink} to={pathTo(NETWORK_PATHS.notifications)} onClick={onClose} fullWidth sx={{ py: 1.25, borderRadius: 0 }}>
        {i18n.t('community.notifications.seeAll')}
      </Button>
    </Popover>
  );
});
