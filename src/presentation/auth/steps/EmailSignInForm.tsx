import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { EmailSignInPresenter } from '../presenters/EmailSignInPresenter';
import { PasswordField } from '../parts/PasswordField';
import { useI18n } from '../../kit/Resolver';

export const EmailSignInForm = observer(function EmailSignInForm({ form, onForgotPassword }: { form: EmailSignInPresenter; onForgotPassword: () => void }) {
  const i18n = useI18n();
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => { event.preventDefault(); void form.submitted(); }} aria-label={i18n.t('auth.signIn.submit')}>
      <TextField label={i18n.t('auth.field.email')} type="email" autoComplete="email" value={form.email} onChange={(event) => form.emailTyped(event.target.value)} error={!!form.errors.email} helperText={form.errors.email} fullWidth autoFocus />
      <PasswordField label={i18n.t('auth.field.password')} autoComplete="current-password" value={form.password} onChange={form.passwordTyped} {...form.passwordNote} showLabel={i18n.t('auth.showPassword')} hideLabel={i18n.t('auth.hidePassword')} />
      <Link component="button" type="button" onClick={onForgotPassword} sx={{ alignSelf: 'flex-start' }}>
        {i18n.t('auth.forgotPassword.link')}
      </Link>
      <Button type="submit" variant="contained" size="large" disabled={form.busy} aria-busy={form.busy}>
        {i18n.t('auth.signIn.submit')}
      </Button>
    </Stack>
  );
});
