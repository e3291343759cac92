import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef, type RefObject } from 'react';
import { Notice } from './Notice';

/**
 * "Delete this …?": a question, what it means, the way back focused first (Escape or Cancel), and the
 * confirming button, busy while the answer is on its way. A failure stays in the dialog, and confirming again
 * is the retry. `focusAfterConfirm`: where focus goes once the dialog has gone after a confirmation, for a screen
whose confirmed action removed what had focus (Cancel leaves focus where it was).
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  busy = false,
  failure = '',
  onConfirm,
  onCancel,
  focusAfterConfirm,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  failure?: string;
  onConfirm: () => void;
  onCancel: () => void;
  focusAfterConfirm?: RefObject<HTMLElement | null>;
}) {
  const id = useId();
  const confirmed = useRef(false);
  const closed = () => {
    if (confirmed.current) focusAfterConfirm?.current?.focus();
    confirmed.current = false;
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} maxWidth="xs" fullWidth slotProps={{ transition: { onExited: closed } }}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`}>{body}</DialogContentText>
        {failure && (
          <Box sx={{ mt: 2 }}>
            <Notice severity="error">{failure}</Notice>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button color="error" variant="contained" onClick={() => {
            confirmed.current = true;
            onConfirm();
          }}
          disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
