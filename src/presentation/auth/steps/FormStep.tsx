import { observer } from 'mobx-react-lite';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { EmailConfirmForm } from './EmailConfirmForm';
import { EmailSignInForm } from './EmailSignInForm';
import { EmailSignUpForm } from './EmailSignUpForm';
import { PhoneCodeForm } from './PhoneCodeForm';
import type { StepProps } from './StepProps';
import { useI18n } from '../../kit/Resolver';

export const FormStep = observer(function FormStep({ modal }: Omit<StepProps, 'pathTo'>) {
  const i18n = useI18n();
  const { flow } = modal;
  const signUp = flow.step === 'sign-up';
  return (
    <Stack spacing={2}>
      {modal.tabs.length > 1 && (
        <Tabs value={flow.tab} onChange={(_event, tab: 'phone' | 'email') => modal.tabChosen(tab)} aria-label={i18n.t('auth.tabs.label')} variant="fullWidth">
          {modal.tabs.map((tab) => (
            <Tab key={tab} value={tab} label={i18n.t(tab === 'phone' ? 'auth.tab.phone' : 'auth.tab.email')} disabled={!modal.tabsEnabled} id={`auth-tab-${tab}`} aria-controls="auth-tab-panel" />
          ))}
        </Tabs>
      )}
      <div id="auth-tab-panel" role={modal.tabs.length > 1 ? 'tabpanel' : undefined} aria-labelledby={modal.tabs.length > 1 ? `auth-tab-${flow.tab}` : undefined}>
        {flow.tab === 'phone' ? (
          <PhoneCodeForm phone={modal.phone} stage={flow.phoneStage} ageCheckbox={false} minAge={modal.network.minAge} onChangeNumber={modal.changeNumberClicked} />
        ) : signUp ? (
          flow.emailStage === 'confirm' ? (
            <EmailConfirmForm form={modal.emailConfirm} onWrongEmail={modal.wrongEmailClicked} />
          ) : (
            <EmailSignUpForm form={modal.emailSignUp} />
          )
        ) : (
          <EmailSignInForm form={modal.emailSignIn} onForgotPassword={modal.forgotPasswordOpened} />
        )}
      </div>
    </Stack>
  );
});
