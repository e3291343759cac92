import { observer } from 'mobx-react-lite';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { PhoneCodeForm } from './PhoneCodeForm';
import { PolicyLinks } from './PolicyLinks';
import { SocialButtons } from './SocialButtons';
import type { StepProps } from './StepProps';
import { useI18n } from '../../kit/Resolver';

export const OtpFirstStep = observer(function OtpFirstStep({ modal, pathTo }: StepProps) {
  const i18n = useI18n();
  return (
    <Stack spacing={2}>
      <PhoneCodeForm phone={modal.phone} stage={modal.flow.phoneStage} ageCheckbox={modal.ageCheckboxShown} minAge={modal.network.minAge} onChangeNumber={modal.changeNumberClicked} />
      {modal.flow.phoneStage === 'telephone' && (modal.socialProviders.length > 0 || modal.ssoButtons.length > 0) && (
        <>
          <Divider>{i18n.t('auth.or')}</Divider>
          <Stack spacing={1.5}>
            <SocialButtons modal={modal} />
          </Stack>
        </>
      )}
      <PolicyLinks pathTo={pathTo} />
    </Stack>
  );
});
