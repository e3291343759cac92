import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { I18n } from '../../i18n/I18n';
import type { ForgotPasswordPresenter } from '../presenters/ForgotPasswordPresenter';
import { ForgotPasswordForm } from './ForgotPasswordForm';

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
