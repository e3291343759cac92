import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { CenteredMessage } from '../widgets/CenteredMessage';
import { LoadingPanel } from '../widgets/LoadingPanel';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import { EmailConfirmForm } from './steps/EmailConfirmForm';

/**
 * /verify/email (spec §2, §4): members who must confirm their e-mail to continue request a code,
 * wait out the 60 s resend countdown if needed, and type the 6-character code.
 */
export const VerifyEmailPage = observer(function VerifyEmailPage() {
  const i18n = useI18n();
  const { shell } = useNetwork();
  usePageTitle(i18n.t('auth.confirm.title'));
  if (!shell.isSignedIn) {
    return (
      <CenteredMessage title={i18n.t('auth.confirm.title')} body={i18n.t('auth.verify.signInFirst')}>
        <Button variant="contained" onClick={shell.signInClicked}>{i18n.t('header.signIn')}</Button>
      </CenteredMessage>
    );
  }
  return <EmailConfirmScreen />;
});

/** One presenter per signed-in visit: a code is requested when it mounts. */
const EmailConfirmScreen = observer(function EmailConfirmScreen() {
  const { pathTo } = useNetwork();
  const navigate = useNavigate();
  const form = usePresenter(PRESENTERS.EmailConfirm, () => navigate(pathTo(NETWORK_PATHS.home), { replace: true }));
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <EmailConfirmForm form={form} />
      </Paper>
    </Container>
  );
});

/** /verify: the link of the confirmation e-mail, carrying the code and the membership. */
export const VerifyLinkPage = observer(function VerifyLinkPage() {
  const i18n = useI18n();
  const { pathTo } = useNetwork();
  usePageTitle(i18n.t('auth.confirm.title'));
  const navigate = useNavigate();
  const presenter = usePresenter(PRESENTERS.VerifyLink);
  useEffect(() => {
    void presenter.linkOpened(new URLSearchParams(window.location.search));
  }, [presenter]);
  if (presenter.status === 'working') return <LoadingPanel label={i18n.t('common.loading')} />;
  return (
    <CenteredMessage title={presenter.status === 'confirmed' ? i18n.t('auth.verify.done') : i18n.t('error.title')} body={presenter.message} role={presenter.status === 'failed' ? 'alert' : 'status'}>
      <Button variant="contained" onClick={() => navigate(pathTo(NETWORK_PATHS.home), { replace: true })}>{i18n.t('common.backHome')}</Button>
    </CenteredMessage>
  );
});
