import { observer } from 'mobx-react-lite';
import { PolicyLinks } from './PolicyLinks';
import { SocialButtons } from './SocialButtons';
import type { StepProps } from './StepProps';

/** The call to action (spec §2): first-paint CSS, like the modal's frame, so an auth page opens it without MUI. */
export const CtaStep = observer(function CtaStep({ modal, pathTo }: StepProps) {
  return (
    <div className="auth-stack">
      <button type="button" className="btn btn--contained btn--large" onClick={modal.continueClicked} autoFocus>
        {modal.ctaLabel}
      </button>
      <SocialButtons modal={modal} />
      <PolicyLinks pathTo={pathTo} />
    </div>
  );
});
