import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import type { I18n } from '../i18n/I18n';
import { useService } from '../app/Resolver';
import { PRESENTATION } from '../tokens';
import { CenteredMessage } from '../common/CenteredMessage';
import { useNetwork } from '../shell/NetworkContext';
import { accessPageView, type AccessPageKind } from './accessPageView';

/** Where the access policy sends a visitor who may not read the network: it states why (accessPageView). */
const AccessPage = observer(function AccessPage({ kind }: { kind: AccessPageKind }) {
  const { shell, pathTo } = useNetwork();
  const i18n = useService<I18n>(PRESENTATION.I18n);
  const [params] = useSearchParams();
  const network = shell.network;
  if (!network) return null;
  const view = accessPageView(i18n, { kind, networkName: network.name, member: shell.membership, addressReason: params.get('deny_reason') });

  return (
    <CenteredMessage title={view.title}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Typography role="status" data-testid="access-reason">
          {view.explanation}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {view.action === 'signIn' && (
            <Button variant="contained" onClick={shell.signInClicked}>
              {i18n.t('header.signIn')}
            </Button>
          )}
          {view.action === 'goHome' && (
            <Button variant="contained" component={RouterLink} to={pathTo(NETWORK_PATHS.home)}>
              {i18n.t('access.goHome')}
            </Button>
          )}
        </Stack>
      </Stack>
    </CenteredMessage>
  );
});

export const SubscribePage = () => <AccessPage kind="subscribe" />;
export const PaywallPage = () => <AccessPage kind="paywall" />;
