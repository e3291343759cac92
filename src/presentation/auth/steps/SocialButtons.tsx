import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SocialProvider } from '../../../domain/auth/Tokens';
import type { StepProps } from './StepProps';
import { useI18n } from '../../kit/Resolver';

/** The network's social and SSO sign-in buttons. */
export const SocialButtons = observer(function SocialButtons({ modal }: Omit<StepProps, 'pathTo'>) {
  const i18n = useI18n();
  const label = (provider: SocialProvider) => i18n.t(provider === 'google' ? 'auth.cta.google' : 'auth.cta.facebook');
  return (
    <>
      {modal.socialProviders.map((provider) => (
        <Button key={provider} variant="outlined" size="large" onClick={() => modal.socialClicked(provider)} disabled={modal.socialBusy !== null} aria-busy={modal.socialBusy === provider}
          startIcon={modal.socialBusy === provider ? <CircularProgress size={18} aria-hidden /> : undefined}>
          {label(provider)}
        </Button>
      ))}
      {modal.ssoButtons.map((button) => (
        <Button key={button.provider} variant="outlined" size="large" onClick={() => modal.ssoClicked(button)}>
          {i18n.t('auth.sso.with', { provider: button.label })}
        </Button>
      ))}
    </>
  );
});
