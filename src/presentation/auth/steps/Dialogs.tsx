import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { I18n } from '../../i18n/I18n';
import type { ForgotPasswordPresenter } from '../presenters/ForgotPasswordPresenter';
import type { CredentialsConflict } from '../presenters/EmailSignUpPresenter';

/** The forgot-password form and, once sent, its confirmation with a 60 s resend countdown. */
export const ForgotPasswordForm = observer(function ForgotPasswordForm({ form, i18n }: { form: ForgotPasswordPresenter; i18n: I18n }) {
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

export const ForgotPasswordDialog = observer(function ForgotPasswordDialog({ open, form, i18n, onClose }: { open: boolean; form: ForgotPasswordPresenter; i18n: I18n; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="forgot-title" fullWidth maxWidth="xs">
      <DialogTitle id="forgot-title">{i18n.t('auth.forgot.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ pt: 1 }}>
          <ForgotPasswordForm form={form} i18n={i18n} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{i18n.t('auth.close')}</Button>
      </DialogActions>
    </Dialog>
  );
});

/** Spec §8: the credentials-conflict popup in its three variants. */
export function ConflictDialog({ conflict, email, i18n, onDismiss, onLogin, onForgotPassword }: {
  conflict: CredentialsConflict | null;
  email: string;
  i18n: I18n;
  onDismiss: () => void;
  onLogin: () => void;
  onForgotPassword: () => void;
}) {
  const title = conflict === 'has_membership' ? i18n.t('auth.conflict.hasMembership.title') : conflict === 'has_user' ? i18n.t('auth.conflict.hasUser.title') : i18n.t('auth.conflict.invalid.title');
  return (
    <Dialog open={conflict !== null} onClose={onDismiss} aria-labelledby="conflict-title" aria-describedby="conflict-body" maxWidth="xs" fullWidth>
      <DialogTitle id="conflict-title">{title}</DialogTitle>
      <DialogContent>
        <Typography id="conflict-body">
          {conflict === 'has_membership' && i18n.t('auth.conflict.hasMembership.body', { email })}
          {conflict === 'has_user' && i18n.t('auth.conflict.hasUser.body', { email })}
          {conflict === 'invalid_credentials' && i18n.t('auth.conflict.invalid.body')}
        </Typography>
        {conflict === 'invalid_credentials' && (
          <Link component="button" type="button" onClick={onForgotPassword} sx={{ mt: 1.5 }}>
            {i18n.t('auth.forgotPassword.link')}
          </Link>
        )}
      </DialogContent>
      <DialogActions>
        {conflict === 'has_membership' ? (
          <>
            <Button onClick={onDismiss}>{i18n.t('auth.conflict.ignore')}</Button>
            <Button variant="contained" onClick={onLogin} autoFocus>
              {i18n.t('auth.conflict.login')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={onDismiss} autoFocus>
            {i18n.t('auth.conflict.gotIt')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
