import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { displayName } from '../../domain/membership/Membership';
import { useService } from '../app/Resolver';
import { PRESENTATION } from '../tokens';
import type { I18n } from '../i18n/I18n';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { NetworkLogo } from '../common/NetworkLogo';
import type { NetworkShellPresenter } from './NetworkShellPresenter';

export const NetworkHeader = observer(function NetworkHeader({ shell, homePath }: { shell: NetworkShellPresenter; homePath: string }) {
  const i18n = useService<I18n>(PRESENTATION.I18n);
  const network = shell.network;
  if (!network) return null;
  const member = shell.membership;
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1.5, minHeight: { xs: 60, md: 68 } }}>
        <Link
          component={RouterLink}
          to={homePath}
          underline="none"
          color="inherit"
          aria-label={i18n.t('header.home', { name: network.name })}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0, flexGrow: 1 }}
        >
          <NetworkLogo name={network.name} logo={network.logo} size={40} />
          <Typography component="span" variant="h3" noWrap>
            {network.name}
          </Typography>
        </Link>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <LanguageSwitch />
          {member ? (
            <>
              <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ display: { xs: 'none', md: 'inline' }, maxWidth: 200 }}>
                {i18n.t('header.signedInAs', { name: displayName(member) })}
              </Typography>
              <Button variant="outlined" onClick={shell.signOutClicked}>
                {i18n.t('header.signOut')}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={shell.signInClicked}>
              {i18n.t('header.signIn')}
            </Button>
          )}
        </Stack>
      </Toolbar>
    </AppBar>
  );
});
