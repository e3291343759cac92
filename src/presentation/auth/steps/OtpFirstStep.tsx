import { observer } from 'mobx-react-lite';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { PhoneCodeForm } from './PhoneCodeForm';
import { PolicyLinks } from './PolicyLinks';
import { SocialButtons } from './SocialButtons';
import type { StepProps } from './StepProps';

export const OtpFirstStep = observer(function OtpFirstStep({ modal, i18n, pathTo }: StepProps) {
  return (
    <Stack spacing={2}>
      <PhoneCodeForm phone={modal.phone} stage={modal.flow.phoneStage} i18n={i18n} ageCheckbox={modal.ageCheckboxShown} minAge={modal.network.minAge} onChangeNumber={modal.changeNumberClicked} />
      {modal.flow.phoneStage === 'telephone' && (modal.socialProviders.length > 0 || modal.ssoButtons.length > 0) && (
        <>
          <Divider>{i18n.t('auth.or')}</Divider>
          <Stack spacing={1.5}>
            <SocialButtons modal={modal} i18n={i18n} />
          </Stack>
        </>
      )}
      <PolicyLinks i18n={i18n} pathTo={pathTo} />
    </Stack>
  );
});
