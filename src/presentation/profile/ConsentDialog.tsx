import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';

/**
 * The consent queue (spec §4): one consent at a time, a lazy chunk mounted by ProfileFlowHost. It
 * asks for an answer, so it does not close by itself; declining is as easy and as prominent as accepting.
 */
const ConsentDialog = observer(function ConsentDialog() {
  const i18n = useI18n();
  // The profile module, loaded before this chunk renders, has registered the strings.
  const consent = usePresenter(PRESENTERS.Consent);
  if (consent.step === null) return null;

  return (
    <Dialog
      open
      aria-labelledby="consent-title"
      aria-describedby="consent-body"
      maxWidth={false}
      slotProps={{ paper: { sx: { width: { md: 480 } }, ...({ 'data-consent': consent.step } as object) } }}
    >
      <DialogTitle id="consent-title" component="h2" variant="h2">
        {consent.title}
      </DialogTitle>
      <DialogContent>
        <Typography id="consent-body">{consent.body}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button variant="contained" size="large" onClick={consent.declineClicked} disabled={consent.busy} sx={{ flex: 1 }}>
          {i18n.t('profile.consent.decline')}
        </Button>
        <Button variant="contained" size="large" onClick={() => void consent.acceptClicked()} disabled={consent.busy} aria-busy={consent.busy} sx={{ flex: 1 }}>
          {i18n.t('profile.consent.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});

export default ConsentDialog;
