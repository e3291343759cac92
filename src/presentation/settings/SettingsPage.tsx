import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePresenter, useI18n } from '../kit/Resolver';
import { CenteredMessage } from '../widgets/CenteredMessage';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import { CookieSettingsLink } from '../cookies';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import { PRESENTERS } from '../tokens';
import { ConsentsSection } from './ConsentsSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SettingsSection } from './SettingsSection';
import { ThemeRadios } from '../theme/ThemeChoiceViews';

/** `/:slug/settings` (spec §6): the member's profile, password, consents and account; a guest is asked to sign in. */
export const SettingsPage = observer(function SettingsPage() {
  const i18n = useI18n();
  const { shell, pathTo } = useNetwork();
  const settings = usePresenter(PRESENTERS.Settings, shell);
  usePageTitle(i18n.t('settings.title'));
  const networkName = shell.network?.name ?? '';

  if (settings.isGuest) {
    return (
      <CenteredMessage title={i18n.t('settings.title')} body={i18n.t('settings.guest.body', { name: networkName })}>
        <Button variant="contained" onClick={settings.signInClicked}>
          {i18n.t('settings.guest.signIn')}
        </Button>
      </CenteredMessage>
    );
  }

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" component="h1">
        {i18n.t('settings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: { xs: 2, md: 3 }, overflowWrap: 'anywhere' }}>
        {i18n.t('settings.signedInAs', { email: settings.email })}
      </Typography>
      <Stack spacing={{ xs: 2, md: 3 }}>
        <ProfileSection form={settings.profile} avatar={settings.avatar} networkName={networkName} />
        <PasswordSection form={settings.password} email={settings.email} />
        {settings.consents.switches.length > 0 && <ConsentsSection consents={settings.consents} />}
        <SettingsSection id="settings-language" title={i18n.t('settings.language.title')} description={i18n.t('settings.language.intro')}>
          <LanguageSwitch onChosen={settings.languageChosen} />
        </SettingsSection>
        <SettingsSection id="settings-theme" title={i18n.t('theme.title')} description={i18n.t('theme.intro')}>
          <ThemeRadios labelledBy="settings-theme-title" />
        </SettingsSection>
        <SettingsSection id="settings-cookies" title={i18n.t('settings.cookies.title')} description={i18n.t('settings.cookies.intro')}>
          {/* The link's own padding, taken back so its text lines up with the section's. */}
          <Box sx={{ ml: -1 }}>
            <CookieSettingsLink onClick={settings.cookieSettingsClicked} />
          </Box>
        </SettingsSection>
        <SettingsSection id="settings-account" title={i18n.t('settings.account.title')}>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {settings.links.map((link) => (
              <li key={link.path}>
                <Link component={RouterLink} to={pathTo(link.path)} sx={{ fontWeight: 600 }}>
                  {link.label}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {link.description}
                </Typography>
              </li>
            ))}
          </Stack>
        </SettingsSection>
        <SettingsSection id="settings-credits" title={i18n.t('settings.credits.title')}>
          <Typography sx={{ fontSize: '1.15rem', fontWeight: 600 }}>{settings.creditsText}</Typography>
        </SettingsSection>
      </Stack>
      <ConfirmDialog
        open={settings.confirmingLeave}
        title={i18n.t('settings.leave.title')}
        body={i18n.t('settings.leave.body')}
        confirmLabel={i18n.t('settings.leave.confirm')}
        cancelLabel={i18n.t('settings.leave.cancel')}
        onConfirm={settings.leaveConfirmed}
        onCancel={settings.leaveCancelled}
      />
    </Container>
  );
});
