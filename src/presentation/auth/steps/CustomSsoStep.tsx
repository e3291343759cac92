import { observer } from 'mobx-react-lite';
import { PolicyLinks } from './PolicyLinks';
import type { StepProps } from './StepProps';
import { useI18n } from '../../kit/Resolver';

/** A network signed in through its own single sign-on (spec §2): one button, first-paint CSS like the call to action. */
export const CustomSsoStep = observer(function CustomSsoStep({ modal, pathTo }: StepProps) {
  const i18n = useI18n();
  return (
    <div className="auth-stack auth-stack--wide">
      {modal.customSso && <p className="auth-note">{modal.customSso.label}</p>}
      <button type="button" className="btn btn--contained btn--large" onClick={modal.continueClicked} autoFocus>
        {i18n.t('auth.sso.continue')}
      </button>
      <PolicyLinks pathTo={pathTo} />
    </div>
  );
});
