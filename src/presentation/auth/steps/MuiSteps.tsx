import { observer } from 'mobx-react-lite';
import { BirthdateStep } from './BirthdateStep';
import { FormStep } from './FormStep';
import { OtpFirstStep } from './OtpFirstStep';
import { PrivateStep } from './PrivateStep';
import type { StepProps } from './StepProps';

/**
 * The modal's steps with fields (forms, the phone input, the date of birth), built with MUI: a chunk loaded with the
 * theme when a step needs it, or ahead of it as soon as the person starts using the modal (AuthDialog).
 */
const MuiSteps = observer(function MuiSteps({ modal, pathTo }: StepProps) {
  switch (modal.flow.step) {
    case 'sign-up':
    case 'sign-in':
      return <FormStep modal={modal} />;
    case 'birthdate':
      return <BirthdateStep modal={modal} />;
    case 'otp_first':
      return <OtpFirstStep modal={modal} pathTo={pathTo} />;
    case 'private':
      return <PrivateStep modal={modal} />;
    default:
      return null;
  }
});

export default MuiSteps;
