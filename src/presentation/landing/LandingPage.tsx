import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { LoadingPanel } from '../widgets/LoadingPanel';
import { NetworkLogo } from '../widgets/NetworkLogo';
import { useDocumentTitle } from '../kit/useDocumentTitle';

export const LandingPage = observer(function LandingPage() {
  const landing = usePresenter(PRESENTERS.Landing);
  const i18n = useI18n();
  useEffect(() => {
    void landing.load();
  }, [landing]);
  useDocumentTitle(i18n.t('landing.title'));

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 3 }}>
        <Box>
          <Typography variant="h1" component="h1" gutterBottom>
            {i18n.t('landing.title')}
          </Typography>
          <Typography color="text.secondary">{i18n.t('landing.subtitle')}</Typography>
        </Box>
        <LanguageSwitch onChosen={(locale) => void i18n.localeChosen(locale)} />
      </Stack>
      {landing.loading ? (
        <LoadingPanel label={i18n.t('common.loading')} />
      ) : landing.entries.length === 0 ? (
        <Typography>{i18n.t('landing.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {landing.entries.map(({ slug, network }) => (
            <li key={slug}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={`/${slug}`} sx={{ height: '100%' }} aria-label={i18n.t('landing.open', { name: network?.name ?? slug })}>
                  <CardContent>
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                      <NetworkLogo name={network?.name ?? slug} logo={network?.logo ?? null} size={56} />
                      <Box sx={{ minWidth: 0 }}>
                        {/* A long name wraps: a card has room for two or three lines, never a cut name. */}
                        <Typography variant="h3" component="h2" sx={{ overflowWrap: 'break-word' }}>
                          {network?.name ?? slug}
                        </Typography>
                        {network ? (
                          <Chip size="small" sx={{ mt: 0.5 }} label={i18n.t(`landing.access.${network.accessType}`)} />
                        ) : (
                          <Typography variant="body2" color="text.secondary">
                            {i18n.t('landing.unavailable')}
                          </Typography>
                        )}
                      </Box>
                    </Stack>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
});
