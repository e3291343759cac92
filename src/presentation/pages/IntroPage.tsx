import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { NetworkLogo } from '../widgets/NetworkLogo';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';

const COVER_HEIGHT = { xs: 160, md: 260 };

/** /intro: cover, logo, name, what the network is, and the way in. */
export const IntroPage = observer(function IntroPage() {
  const i18n = useI18n();
  const { shell, pathTo } = useNetwork();
  const intro = usePresenter(PRESENTERS.Intro, shell);
  usePageTitle(null);
  const network = intro.network;
  if (!network) return null;
  const name = network.name;
  const visitor = intro.visitor;

  return (
    <Box component="main" sx={{ flex: 1 }}>
      {intro.banner ? (
        <picture>
          {intro.banner.phoneSrc && <source media="(max-width: 768px)" srcSet={intro.banner.phoneSrc} />}
          <Box component="img" src={intro.banner.src} alt="" sx={{ display: 'block', width: '100%', height: COVER_HEIGHT, objectFit: 'cover' }} />
        </picture>
      ) : (
        <Box aria-hidden sx={{ height: COVER_HEIGHT, background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})` }} />
      )}
      <Container maxWidth="sm" sx={{ mt: { xs: -5, md: -7 }, pb: 6 }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
          <Stack spacing={2}>
            <Box sx={{ '& > *': { border: 3, borderColor: 'background.paper' }, width: 'fit-content' }}>
              <NetworkLogo name={name} logo={network.logo} size={72} />
            </Box>
            <Typography variant="h1" component="h1">
              {i18n.t('pages.intro.title', { name })}
            </Typography>
            <Typography>{i18n.t(intro.isPrivate ? 'pages.intro.private' : 'pages.intro.open', { name })}</Typography>
            {visitor.kind === 'guest' && intro.isPrivate && <Typography color="text.secondary">{i18n.t('pages.intro.howToJoin')}</Typography>}
            {visitor.kind === 'guest' && intro.invitationDisclaimer && (
              <Box component="section" aria-labelledby="intro-invitation" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}>
                <Typography id="intro-invitation" variant="h3" component="h2" sx={{ mb: 0.5 }}>
                  {i18n.t('pages.intro.invitation')}
                </Typography>
                <Typography variant="body2">{intro.invitationDisclaimer}</Typography>
              </Box>
            )}
            {visitor.kind === 'guest' ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button variant="contained" size="large" onClick={intro.signInClicked}>
                  {i18n.t('pages.intro.signIn')}
                </Button>
                <Button variant="outlined" size="large" onClick={intro.joinClicked}>
                  {i18n.t('pages.intro.join', { name })}
                </Button>
              </Stack>
            ) : (
              <>
                <Typography role="status">{i18n.t('pages.intro.signedInAs', { name: visitor.name })}</Typography>
                {visitor.authorized ? (
                  <Box>
                    <Button variant="contained" size="large" component={RouterLink} to={pathTo(NETWORK_PATHS.home)}>
                      {i18n.t('pages.intro.enter', { name })}
                    </Button>
                  </Box>
                ) : (
                  <>
                    <Typography>{i18n.t('pages.intro.noAccess', { name })}</Typography>
                    <Box>
                      <Button variant="outlined" onClick={intro.signOutClicked}>
                        {i18n.t('pages.intro.signOut')}
                      </Button>
                    </Box>
                  </>
                )}
              </>
            )}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
});
