import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { surveyPath } from '../../domain/navigation/NetworkPaths';
import { usePresenter, useI18n } from '../kit/Resolver';
import { Notice } from '../widgets/Notice';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import { PRESENTERS } from '../tokens';
import type { SurveyListItem } from './SurveysPresenter';
import { SignInToAnswer } from './SignInToAnswer';
import { StandingChip } from './StandingChip';

/** `/:slug/surveys`: the network's surveys, open ones first; guests see them and are asked to sign in to answer. */
export const SurveysPage = observer(function SurveysPage() {
  const i18n = useI18n();
  const { shell, pathTo } = useNetwork();
  const page = usePresenter(PRESENTERS.Surveys);
  usePageTitle(page.pageTitle);

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {i18n.t('surveys.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {i18n.t('surveys.intro')}
      </Typography>
      {page.isGuest && (
        <Box sx={{ mb: 3 }}>
          <SignInToAnswer text={i18n.t('surveys.guestHint')} buttonLabel={i18n.t('surveys.guest.signIn')} onSignIn={shell.signInClicked} />
        </Box>
      )}
      {page.status === 'loading' && (
        <Stack spacing={2} aria-busy="true" aria-label={i18n.t('surveys.loading')}>
          <Skeleton variant="rounded" height={132} />
          <Skeleton variant="rounded" height={132} />
        </Stack>
      )}
      {page.status === 'failed' && (
        <Notice severity="error" action={<Button onClick={page.retryClicked}>{i18n.t('common.retry')}</Button>}>
          {page.failure}
        </Notice>
      )}
      {page.status === 'ready' && page.items.length === 0 && <Typography color="text.secondary">{i18n.t('surveys.empty')}</Typography>}
      {page.status === 'ready' && page.items.length > 0 && (
        <Stack component="ul" spacing={2} aria-label={i18n.t('surveys.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {page.items.map((item) => (
            <li key={item.id}>
              <SurveyCard item={item} href={pathTo(surveyPath(item.id))} />
            </li>
          ))}
        </Stack>
      )}
    </Container>
  );
});

function SurveyCard({ item, href }: { item: SurveyListItem; href: string }) {
  const i18n = useI18n();
  const titleId = `survey-${item.id}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 3 }, display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' }, alignItems: { md: 'center' }, bgcolor: item.standing === 'closed' ? 'action.hover' : undefined }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <StandingChip standing={item.standing} label={item.standingLabel} />
          <Typography variant="body2" color="text.secondary">
            {item.questionCount}
          </Typography>
        </Stack>
        <Typography id={titleId} variant="h2" component="h2" sx={{ fontSize: '1.2rem', fontWeight: 600, mt: 1, overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        {item.description && <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{item.description}</Typography>}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {item.closing}
        </Typography>
      </Box>
      {item.answerable && (
        <Button component={RouterLink} to={href} variant="contained" aria-label={i18n.t('surveys.answerLabel', { title: item.title })} sx={{ alignSelf: { xs: 'stretch', md: 'center' }, flexShrink: 0 }}>
          {i18n.t('surveys.answer')}
        </Button>
      )}
    </Paper>
  );
}
