import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { DIGEST_FREQUENCIES, EMAIL_TOPICS, type DigestFrequency, type EmailTopic } from '../../domain/notifications/NotificationPreferences';
import type { TranslationKey } from '../i18n/I18n';
import { useI18n, usePresenter } from '../kit/Resolver';
import { useNetwork } from '../kit/NetworkContext';
import { PRESENTERS } from '../tokens';
import { LoadingPanel } from '../widgets/LoadingPanel';
import { Notice } from '../widgets/Notice';

const TOPICS = {
  announcements: { label: 'pages.preferences.announcements', hint: 'pages.preferences.announcementsHint' },
  comments: { label: 'pages.preferences.comments', hint: 'pages.preferences.commentsHint' },
  chat: { label: 'pages.preferences.chat', hint: 'pages.preferences.chatHint' },
  reactions: { label: 'pages.preferences.reactions', hint: 'pages.preferences.reactionsHint' },
} as const satisfies Record<EmailTopic, { label: TranslationKey; hint: TranslationKey }>;

const DIGESTS = { off: 'pages.preferences.digestOff', daily: 'pages.preferences.digestDaily', weekly: 'pages.preferences.digestWeekly' } as const satisfies Record<DigestFrequency, TranslationKey>;

/** A signed-in member's /notification-preferences: a switch per topic and the digest's frequency, each saved as chosen. */
export const EmailPreferencesForm = observer(function EmailPreferencesForm() {
  const i18n = useI18n();
  const { shell, pathTo } = useNetwork();
  const form = usePresenter(PRESENTERS.EmailPreferences);
  const preferences = form.preferences;
  const name = shell.network?.name ?? '';

  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" component="h1">
        {i18n.t('pages.notifications.pageTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: { xs: 2, md: 3 } }}>
        {i18n.t('pages.preferences.intro', { name })}
      </Typography>
      {form.status === 'loading' && <LoadingPanel label={i18n.t('pages.preferences.loading')} />}
      {form.status === 'failed' && (
        <Notice severity="error" title={i18n.t('pages.preferences.loadFailed')} action={<Button onClick={form.retryClicked}>{i18n.t('common.retry')}</Button>}>
          {form.loadFailure}
        </Notice>
      )}
      {preferences && (
        <Stack spacing={{ xs: 2, md: 3 }}>
          <Paper component="section" variant="outlined" aria-labelledby="preferences-topics-title" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="preferences-topics-title" variant="h2" component="h2" sx={{ fontSize: { xs: '1.2rem', md: '1.3rem' } }}>
              {i18n.t('pages.preferences.topicsTitle')}
            </Typography>
            <Stack spacing={2} sx={{ mt: 2 }}>
              {EMAIL_TOPICS.map((topic) => (
                <Box key={topic}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={preferences[topic]}
                        onChange={(event) => form.topicToggled(topic, event.target.checked)}
                        slotProps={{ input: { 'aria-describedby': `preferences-${topic}-hint`, 'aria-busy': form.isSaving(topic) } }}
                      />
                    }
                    label={i18n.t(TOPICS[topic].label)}
                    sx={{ '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
                  />
                  <Typography id={`preferences-${topic}-hint`} variant="body2" color="text.secondary" sx={{ pl: { md: 6.5 } }}>
                    {i18n.t(TOPICS[topic].hint, { name })}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Paper>
          <Paper component="section" variant="outlined" aria-labelledby="preferences-digest-title" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="preferences-digest-title" variant="h2" component="h2" sx={{ fontSize: { xs: '1.2rem', md: '1.3rem' } }}>
              {i18n.t('pages.preferences.digestTitle')}
            </Typography>
            <Typography id="preferences-digest-hint" color="text.secondary" sx={{ mt: 0.5 }}>
              {i18n.t('pages.preferences.digestHint', { name })}
            </Typography>
            <RadioGroup
              aria-labelledby="preferences-digest-title"
              aria-describedby="preferences-digest-hint"
              aria-busy={form.isSaving('digest')}
              value={preferences.digest}
              onChange={(_event, value) => form.digestChosen(value as DigestFrequency)}
              sx={{ mt: 1 }}
            >
              {DIGEST_FREQUENCIES.map((digest) => (
                <FormControlLabel key={digest} value={digest} control={<Radio />} label={i18n.t(DIGESTS[digest])} />
              ))}
            </RadioGroup>
          </Paper>
          <Link component={RouterLink} to={pathTo(NETWORK_PATHS.settings)} sx={{ alignSelf: 'flex-start', fontWeight: 600 }}>
            {i18n.t('pages.preferences.backToSettings')}
          </Link>
        </Stack>
      )}
    </Container>
  );
});
