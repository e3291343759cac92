import { observer } from 'mobx-react-lite';
import type { SocialProvider } from '../../../domain/auth/Tokens';
import type { StepProps } from './StepProps';
import { useI18n } from '../../kit/Resolver';

/** The network's social and SSO sign-in buttons (first-paint CSS: the call to action has them). */
export const SocialButtons = observer(function SocialButtons({ modal }: Omit<StepProps, 'pathTo'>) {
  const i18n = useI18n();
  const label = (provider: SocialProvider) => i18n.t(provider === 'google' ? 'auth.cta.google' : 'auth.cta.facebook');
  return (
    <>
      {modal.socialProviders.map((provider) => (
        <button
          key={provider}
          type="button"
          className="btn btn--outlined btn--large"
          onClick={() => modal.socialClicked(provider)}
          disabled={modal.socialBusy !== null}
          aria-busy={modal.socialBusy === provider}
        >
          {modal.socialBusy === provider && <span className="spinner btn__spinner" aria-hidden />}
          {label(provider)}
        </button>
      ))}
      {modal.ssoButtons.map((button) => (
        <button key={button.provider} type="button" className="btn btn--outlined btn--large" onClick={() => modal.ssoClicked(button)}>
          {i18n.t('auth.sso.with', { provider: button.label })}
        </button>
      ))}
    </>
  );
});
