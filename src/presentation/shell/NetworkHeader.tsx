import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayName } from '../../domain/membership/Membership';
import type { I18n } from '../i18n/I18n';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { NetworkLogo } from '../common/NetworkLogo';
import type { NetworkShellPresenter } from './NetworkShellPresenter';

export const NetworkHeader = observer(function NetworkHeader({ shell, homePath, i18n }: { shell: NetworkShellPresenter; homePath: string; i18n: I18n }) {
  const network = shell.network;
  if (!network) return null;
  const member = shell.membership;
  return (
    // A plain header (not AppBar/Toolbar/Link): it is on every first load, and every KB counts there.
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2, md: 3 }, minHeight: { xs: 60, md: 68 } }}
    >
        <Box
          component={RouterLink}
          to={homePath}
          aria-label={i18n.t('header.home', { name: network.name })}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0, flexGrow: 1, color: 'inherit', textDecoration: 'none', borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
        >
          <NetworkLogo name={network.name} logo={network.logo} size={40} />
          <Typography component="span" variant="h3" noWrap>
            {network.name}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <LanguageSwitch i18n={i18n} onChosen={shell.languageChosen} />
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
    </Box>
  );
});
