import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import type { SsoProvider } from '../../domain/auth/Tokens';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { CenteredMessage } from '../widgets/CenteredMessage';
import { LoadingPanel } from '../widgets/LoadingPanel';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';

/** Where an SSO provider returns; the route's lazy loader has bound the auth module already. */
const SsoCallbackPage = observer(function SsoCallbackPage({ provider }: { provider: SsoProvider }) {
  const i18n = useI18n();
  const controller = usePresenter(PRESENTERS.AuthController);
  const presenter = usePresenter(PRESENTERS.SsoCallback, provider);
  const location = useLocation();
  const navigate = useNavigate();
  const { pathTo, shell } = useNetwork();
  usePageTitle(i18n.t('header.signIn'));
  useEffect(() => {
    let mounted = true;
    void presenter.callbackReceived(window.location).then((signedIn) => {
      // Paid networks were already sent to the return path by the sign-in; everyone else goes home.
      if (mounted && signedIn && location.pathname === window.location.pathname) navigate(pathTo(NETWORK_PATHS.home), { replace: true });
    });
    return () => {
      mounted = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one callback per visit
  }, [presenter]);

  if (presenter.status === 'working') return <LoadingPanel label={i18n.t('auth.sso.completing')} />;
  return (
    <CenteredMessage title={i18n.t('error.title')} body={presenter.failureMessage} role="alert">
      <Button variant="contained" onClick={() => { navigate(pathTo(NETWORK_PATHS.home), { replace: true }); controller.open({ returnPath: null }); }}>
        {i18n.t('header.signIn')}
      </Button>
      <Button onClick={() => navigate(pathTo(NETWORK_PATHS.home), { replace: true })} disabled={!shell.network}>
        {i18n.t('common.backHome')}
      </Button>
    </CenteredMessage>
  );
});

export default SsoCallbackPage;
