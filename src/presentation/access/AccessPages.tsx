import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import type { I18n, TranslationKey } from '../i18n/I18n';
import { useService } from '../app/Resolver';
import { PRESENTATION } from '../tokens';
import { CenteredMessage } from '../common/CenteredMessage';
import { useNetwork } from '../shell/NetworkContext';

type AccessPageKind = 'subscribe' | 'paywall';

const TITLES: Record<AccessPageKind, TranslationKey> = {
  subscribe: 'access.subscribe.title',
  paywall: 'access.paywall.title',
};

const GUEST_EXPLANATIONS: Record<AccessPageKind, TranslationKey> = {
  subscribe: 'access.subscribe.guest',
  paywall: 'access.paywall.guest',
};

/**
 * Where the access policy sends a visitor who may not read the network: it states why, from the
 * `deny_reason` of the address or the member's own deny reason.
 */
const AccessPage = observer(function AccessPage({ kind }: { kind: AccessPageKind }) {
  const { shell, pathTo } = useNetwork();
  const i18n = useService<I18n>(PRESENTATION.I18n);
  const [params] = useSearchParams();
  const network = shell.network;
  if (!network) return null;
  const member = shell.membership;
  // A guest is told what the network offers; a member is told why their account has no access.
  const reason = member ? (params.get('deny_reason') ?? (member.isAccessAuthorized ? null : member.accessDenyReason)) : null;
  const explanation = reason ? reasonText(i18n, reason) : member?.isAccessAuthorized ? i18n.t('access.authorized') : i18n.t(GUEST_EXPLANATIONS[kind], { name: network.name });

  return (
    <CenteredMessage title={i18n.t(TITLES[kind], { name: network.name })}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Typography role="status" data-testid="access-reason">
          {explanation}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {!member && (
            <Button variant="contained" onClick={shell.signInClicked}>
              {i18n.t('header.signIn')}
            </Button>
          )}
          {member?.isAccessAuthorized && (
            <Button variant="contained" component={RouterLink} to={pathTo(NETWORK_PATHS.home)}>
              {i18n.t('access.goHome')}
            </Button>
          )}
        </Stack>
      </Stack>
    </CenteredMessage>
  );
});

function reasonText(i18n: I18n, reason: string): string {
  const key = `access.reason.${reason}`;
  return i18n.has(key) ? i18n.t(key) : i18n.t('access.reason.other', { reason });
}

export const SubscribePage = () => <AccessPage kind="subscribe" />;
export const PaywallPage = () => <AccessPage kind="paywall" />;
