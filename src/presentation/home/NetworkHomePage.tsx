import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePresenter, useService } from '../app/Resolver';
import { PRESENTATION, PRESENTERS } from '../tokens';
import type { I18n } from '../i18n/I18n';
import { LoadingPanel } from '../common/LoadingPanel';
import { CenteredMessage } from '../common/CenteredMessage';
import { Notice } from '../common/Notice';
import { useNetwork } from '../shell/NetworkContext';
import { ContentCard } from './ContentCard';

export const NetworkHomePage = observer(function NetworkHomePage() {
  const { shell } = useNetwork();
  const i18n = useService<I18n>(PRESENTATION.I18n);
  if (shell.loginDialog === 'fixed' && !shell.isSignedIn) {
    return <CenteredMessage title={i18n.t('home.privateTitle')} body={i18n.t('home.privateBody')} />;
  }
  return <ContentsList i18n={i18n} />;
});

/** The contents and their presenter, made only when the home shows them (not behind the private notice). */
const ContentsList = observer(function ContentsList({ i18n }: { i18n: I18n }) {
  const contents = usePresenter(PRESENTERS.Contents);

  return (
    // A Box, not Container: the network home is on every first load, where each KB counts.
    <Box component="main" sx={{ width: '100%', maxWidth: 900, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {i18n.t('home.contents')}
      </Typography>
      {contents.status === 'loading' && <LoadingPanel label={i18n.t('common.loading')} />}
      {contents.status === 'denied' && (
        <Notice severity="info" title={i18n.t('home.deniedTitle')}>
          {i18n.t('home.deniedBody')}
        </Notice>
      )}
      {contents.status === 'failed' && (
        <Notice severity="error" action={<Button variant="outlined" onClick={contents.retryClicked}>{i18n.t('common.retry')}</Button>}>
          {contents.failureMessage}
        </Notice>
      )}
      {contents.status === 'ready' && contents.items.length === 0 && <Typography color="text.secondary">{i18n.t('home.empty')}</Typography>}
      {contents.status === 'ready' && (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={i18n.t('home.contents')}>
          {contents.items.map((content) => (
            <li key={content.id}>
              <ContentCard content={content} i18n={i18n} />
            </li>
          ))}
        </Stack>
      )}
      {contents.hasMore && (
        <Stack sx={{ alignItems: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={contents.showMoreClicked} disabled={contents.loadingMore} aria-busy={contents.loadingMore}>
            {i18n.t('home.loadMore')}
          </Button>
        </Stack>
      )}
    </Box>
  );
});
