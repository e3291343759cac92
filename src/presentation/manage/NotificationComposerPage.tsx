import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX } from '../../domain/notifications/Notification';
import { usePresenter, useI18n } from '../kit/Resolver';
import { Notice } from '../widgets/Notice';
import { NotificationSummary } from '../notifications';
import { useNetwork } from '../kit/NetworkContext';
import { PRESENTERS } from '../tokens';
import type { NotificationComposerPresenter, NotificationField, NotificationView } from './NotificationComposerPresenter';

/** `/:slug/manage/notifications`: write a notification for every member, see it as they will, send it. */
export const NotificationComposerPage = observer(function NotificationComposerPage({ networkName }: { networkName: string }) {
  const i18n = useI18n();
  const { pathTo } = useNetwork();
  const page = usePresenter(PRESENTERS.NotificationComposer);
  const fields = useRef<Partial<Record<NotificationField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  // A refused send puts the caret where the first problem is.
  useEffect(() => {
    const field = page.firstInvalidField;
    if (page.invalidAttempt > 0 && field) fields.current[field]?.focus();
  }, [page, page.invalidAttempt]);
  // Sent: the caret goes back to the emptied title, ready for the next one.
  useEffect(() => {
    if (page.sentCount > 0) fields.current.title?.focus();
  }, [page.sentCount]);

  return (
    <>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {i18n.t('manage.notifications.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {i18n.t('manage.notifications.intro', { network: networkName })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 3, alignItems: 'start' }}>
        <Paper
          component="form"
          variant="outlined"
          aria-labelledby="notification-compose-title"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void page.sendClicked();
          }}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography id="notification-compose-title" variant="h2" component="h2" sx={{ fontSize: '1.2rem', fontWeight: 600, mb: 2 }}>
            {i18n.t('manage.notifications.compose')}
          </Typography>
          <Stack spacing={2}>
            <TextField
              inputRef={(element: HTMLInputElement | null) => void (fields.current.title = element)}
              label={i18n.t('manage.notifications.titleLabel')}
              value={page.title}
              onChange={(event) => page.titleTyped(event.target.value)}
              error={Boolean(page.errors.title)}
              helperText={page.errors.title || i18n.t('manage.notifications.count', { count: page.title.trim().length, max: NOTIFICATION_TITLE_MAX })}
              required
              fullWidth
              slotProps={{ htmlInput: { readOnly: page.sending } }}
            />
            <TextField
              inputRef={(element: HTMLTextAreaElement | null) => void (fields.current.body = element)}
              label={i18n.t('manage.notifications.bodyLabel')}
              value={page.body}
              onChange={(event) => page.bodyTyped(event.target.value)}
              error={Boolean(page.errors.body)}
              helperText={page.errors.body || i18n.t('manage.notifications.count', { count: page.body.trim().length, max: NOTIFICATION_BODY_MAX })}
              required
              multiline
              minRows={4}
              fullWidth
              slotProps={{ htmlInput: { readOnly: page.sending } }}
            />
            <TextField
              inputRef={(element: HTMLInputElement | null) => void (fields.current.link = element)}
              label={i18n.t('manage.notifications.linkLabel')}
              value={page.link}
              onChange={(event) => page.linkTyped(event.target.value)}
              error={Boolean(page.errors.link)}
              helperText={page.errors.link || i18n.t('manage.notifications.linkHelp', { example: pathTo(NETWORK_PATHS.surveys) })}
              fullWidth
              slotProps={{ htmlInput: { readOnly: page.sending, inputMode: 'url' } }}
            />
            {page.failure && <Notice severity="error">{page.failure}</Notice>}
            <Box>
              {/* Not disabled while sending: a disabled button loses the focus; the presenter sends once anyway. */}
              <Button type="submit" variant="contained" aria-disabled={page.sending} aria-busy={page.sending}>
                {page.sending ? i18n.t('manage.notifications.sending') : i18n.t('manage.notifications.send')}
              </Button>
            </Box>
          </Stack>
        </Paper>
        <Stack spacing={3}>
          <Box component="section" aria-labelledby="notification-preview-title">
            <Typography id="notification-preview-title" variant="h2" component="h2" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
              {i18n.t('manage.notifications.preview')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {i18n.t('manage.notifications.previewNote')}
            </Typography>
            <NotificationCard notification={page.preview} unreadLabel={i18n.t('community.notifications.unread')} />
          </Box>
          <SentList page={page} />
        </Stack>
      </Box>
    </>
  );
});

const SentList = observer(function SentList({ page }: { page: NotificationComposerPresenter }) {
  const i18n = useI18n();
  return (
    <Box component="section" aria-labelledby="notification-sent-title">
      <Typography id="notification-sent-title" variant="h2" component="h2" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
        {i18n.t('manage.notifications.sent')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {i18n.t('manage.notifications.sentNote')}
      </Typography>
      {page.sent.length === 0 ? (
        <Typography color="text.secondary">{i18n.t('manage.notifications.noneSent')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} aria-labelledby="notification-sent-title" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {page.sent.map((notification) => (
            <li key={notification.id}>
              <NotificationCard notification={notification} unreadLabel={null} />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
});

function NotificationCard({ notification, unreadLabel }: { notification: NotificationView; unreadLabel: string | null }) {
  const i18n = useI18n();
  return (
    <Paper variant="outlined" sx={{ p: 2, borderLeft: 4, borderLeftColor: unreadLabel ? 'primary.main' : 'divider' }}>
      <NotificationSummary notification={notification} when={notification.when} unreadLabel={unreadLabel} />
      {notification.link && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {i18n.t('manage.notifications.opens', { link: notification.link })}
        </Typography>
      )}
    </Paper>
  );
}
