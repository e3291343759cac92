import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { CenteredMessage } from '../widgets/CenteredMessage';
import { Notice } from '../widgets/Notice';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import { PolicyText } from './PolicyText';

/** /delete-my-account: what deletion means, an explicit confirmation, then the deletion. */
export const DeleteMyAccountPage = observer(function DeleteMyAccountPage() {
  const i18n = useI18n();
  const { shell, pathTo } = useNetwork();
  const page = usePresenter(PRESENTERS.DeleteMyAccount);
  usePageTitle(i18n.t('pages.delete.title'));
  const name = shell.network?.name ?? '';
  const member = shell.membership;

  if (page.status === 'deleted') {
    return (
      <CenteredMessage title={i18n.t('pages.delete.doneTitle')} body={i18n.t('pages.delete.doneBody', { name })} role="status">
        <Button variant="contained" component={RouterLink} to={pathTo(NETWORK_PATHS.home)}>
          {i18n.t('pages.delete.backHome')}
        </Button>
      </CenteredMessage>
    );
  }
  if (!member) {
    return (
      <CenteredMessage title={i18n.t('pages.delete.title')} body={i18n.t('pages.delete.guestBody', { name })}>
        <Button variant="contained" onClick={shell.signInClicked}>
          {i18n.t('pages.delete.signIn')}
        </Button>
      </CenteredMessage>
    );
  }

  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h1" component="h1">
          {i18n.t('pages.delete.title')}
        </Typography>
        <Typography sx={{ mt: 2 }}>{i18n.t('pages.delete.intro', { name })}</Typography>
        <PolicyText text={i18n.t('pages.delete.consequences', { name })} />
        <Typography color="text.secondary">{i18n.t('pages.delete.signedInAs', { email: member.email })}</Typography>
        <Stack spacing={2} sx={{ mt: 3 }}>
          {page.failureMessage && (
            <Notice severity="error" title={i18n.t('pages.delete.failed')}>
              {page.failureMessage}
            </Notice>
          )}
          <FormControlLabel
            control={<Checkbox checked={page.confirmed} onChange={(event) => page.confirmationToggled(event.target.checked)} disabled={page.busy} />}
            label={i18n.t('pages.delete.confirm')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="contained"
              color="error"
              size="large"
              onClick={page.deleteClicked}
              disabled={!page.canDelete}
              aria-busy={page.busy}
              startIcon={page.busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {page.busy ? i18n.t('pages.delete.deleting') : i18n.t('pages.delete.submit')}
            </Button>
            <Button component={RouterLink} to={pathTo(NETWORK_PATHS.home)} disabled={page.busy}>
              {i18n.t('pages.delete.backHome')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
});
