import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ForgotPasswordPresenter } from '../presenters/ForgotPasswordPresenter';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { useI18n } from '../../kit/Resolver';

export const ForgotPasswordDialog = observer(function ForgotPasswordDialog({ open, form, onClose }: { open: boolean; form: ForgotPasswordPresenter; onClose: () => void }) {
  const i18n = useI18n();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="forgot-title" fullWidth maxWidth="xs">
      <DialogTitle id="forgot-title">{i18n.t('auth.forgot.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ pt: 1 }}>
          <ForgotPasswordForm form={form} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{i18n.t('auth.close')}</Button>
      </DialogActions>
    </Dialog>
  );
});
