import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CredentialsConflict } from '../presenters/EmailSignUpPresenter';
import { useI18n } from '../../kit/Resolver';

/** Spec §8: the credentials-conflict popup in its three variants. */
export function ConflictDialog({ conflict, email, onDismiss, onLogin, onForgotPassword }: {
  conflict: CredentialsConflict | null;
  email: string;
  onDismiss: () => void;
  onLogin: () => void;
  onForgotPassword: () => void;
}) {
  const i18n = useI18n();
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
