import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmailSignInForm } from './EmailSignInForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { PrivateSignUpForm } from './PrivateSignUpForm';
import type { StepProps } from './StepProps';
import { useI18n } from '../../kit/Resolver';

export const PrivateStep = observer(function PrivateStep({ modal }: Omit<StepProps, 'pathTo'>) {
  const i18n = useI18n();
  const view = modal.flow.privateView;
  if (view === 'forgot-password') return <ForgotPasswordForm form={modal.forgotPassword} />;
  if (view === 'signup') return <PrivateSignUpForm modal={modal} />;
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h3">{i18n.t('auth.private.loginWithEmail')}</Typography>
      <EmailSignInForm form={modal.emailSignIn} onForgotPassword={() => modal.privateViewChosen('forgot-password')} />
      <Button variant="outlined" onClick={() => modal.privateViewChosen('signup')}>
        {i18n.t('auth.private.signup')}
      </Button>
    </Stack>
  );
});
