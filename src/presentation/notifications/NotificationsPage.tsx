import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { usePresenter, useI18n } from '../kit/Resolver';
import { Notice } from '../widgets/Notice';
import { VirtualRows } from '../widgets/VirtualRows';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import { PRESENTERS } from '../tokens';
import type { NotificationItem, NotificationsPresenter } from './NotificationsPresenter';
import { NotificationSummary } from './NotificationSummary';

/** `/:slug/notifications`: the member's notifications, newest first. */
export const NotificationsPage = observer(function NotificationsPage() {
  const i18n = useI18n();
  const { shell, pathTo } = useNetwork();
  const page = usePresenter(PRESENTERS.Notifications, { networkBase: pathTo(NETWORK_PATHS.home).replace(/\/$/, ''), origin: window.location.origin });
  usePageTitle(i18n.t('community.notifications.title'));

  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 3 }}>
        {i18n.t('community.notifications.title')}
      </Typography>
      {page.isGuest ? (
        <Notice severity="info" action={<Button onClick={shell.signInClicked}>{i18n.t('community.notifications.signIn')}</Button>}>
          {i18n.t('community.notifications.guest')}
        </Notice>
      ) : page.status === 'loading' ? (
        <Stack spacing={1.5} aria-busy="true" aria-label={i18n.t('common.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={76} />
          ))}
        </Stack>
      ) : page.status === 'failed' ? (
        <Notice severity="error" action={<Button onClick={page.retryClicked}>{i18n.t('common.retry')}</Button>}>
          {page.failureMessage}
        </Notice>
      ) : page.items.length === 0 ? (
        <Typography color="text.secondary">{i18n.t('community.notifications.empty')}</Typography>
      ) : (
        <>
          <NotificationList page={page} />
          {page.hasMore && (
            <Box sx={{ mt: 2, textAlign: 'center' }}>
              <Button variant="outlined" onClick={page.showMoreClicked} disabled={page.loadingMore} aria-busy={page.loadingMore}>
                {i18n.t('community.notifications.more')}
              </Button>
              {page.moreFailure && <Notice severity="error">{page.moreFailure}</Notice>}
            </Box>
          )}
        </>
      )}
    </Container>
  );
});

/** A notification's height before it is measured (px): a title and a line. */
const NOTIFICATION_ESTIMATE = 96;
/** The space between notifications (px). */
const NOTIFICATION_GAP = 12;

/** The notifications loaded, drawn only near the screen (exported for its test, as the chat's MessageLog is). */
export const NotificationList = observer(function NotificationList({ page }: { page: NotificationsPresenter }) {
  const i18n = useI18n();
  return (
    <VirtualRows
      as="ul"
      // A notification arriving on top (live) leaves the one the member reads where it is on screen.
      anchorToEnd
      label={i18n.t('community.notifications.title')}
      items={page.items}
      keyOf={keyOfNotification}
      estimateSize={NOTIFICATION_ESTIMATE}
      gap={NOTIFICATION_GAP}
      renderItem={(item) => <NotificationRow item={item} page={page} />}
    />
  );
});

const keyOfNotification = (item: NotificationItem) => item.notification.id;

const NotificationRow = observer(function NotificationRow({ item, page }: { item: NotificationItem; page: NotificationsPresenter }) {
  const i18n = useI18n();
  const { notification } = item;
  const unread = !notification.read;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', borderLeft: 4, borderLeftColor: unread ? 'primary.main' : 'transparent' }}>
      <ButtonBase
        onClick={() => page.opened(notification.id)}
        sx={{ display: 'block', width: '100%', textAlign: 'left', p: 2, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
      >
        <NotificationSummary notification={notification} when={item.when} unreadLabel={unread ? i18n.t('community.notifications.unread') : null} />
      </ButtonBase>
      {item.failure && (
        <Box sx={{ px: 2, pb: 2 }}>
          <Notice severity="error" action={<Button onClick={() => page.retryMarkReadClicked(notification.id)}>{i18n.t('common.retry')}</Button>}>
            {`${i18n.t('community.notifications.markFailed')} ${item.failure}`}
          </Notice>
        </Box>
      )}
    </Paper>
  );
});
