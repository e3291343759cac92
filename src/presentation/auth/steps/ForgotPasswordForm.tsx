import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ForgotPasswordPresenter } from '../presenters/ForgotPasswordPresenter';
import { useI18n } from '../../kit/Resolver';

/** The forgot-password form and, once sent, its confirmation with a 60 s resend countdown. */
export const ForgotPasswordForm = observer(function ForgotPasswordForm({ form }: { form: ForgotPasswordPresenter }) {
  const i18n = useI18n();
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => { event.preventDefault(); void form.submitted(); }} aria-label={i18n.t('auth.forgot.title')}>
      {form.sentMessage ? (
        <>
          <Typography variant="h3" component="h3">{i18n.t('auth.forgot.sentTitle')}</Typography>
          <Typography role="status">{form.sentMessage}</Typography>
        </>
      ) : (
        <Typography color="text.secondary">{i18n.t('auth.forgot.body')}</Typography>
      )}
      <TextField label={i18n.t('auth.field.email')} type="email" autoComplete="email" value={form.email} onChange={(event) => form.emailTyped(event.target.value)} error={!!form.error} helperText={form.error} fullWidth autoFocus />
      <Button type="submit" variant="contained" size="large" disabled={form.busy || form.secondsLeft > 0} aria-busy={form.busy}>
        {form.secondsLeft > 0 ? i18n.t('auth.forgot.resendIn', { seconds: form.secondsLeft }) : form.sentMessage ? i18n.t('auth.forgot.resend') : i18n.t('auth.forgot.submit')}
      </Button>
    </Stack>
  );
});
