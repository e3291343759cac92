import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { onMiddleClick } from './onMiddleClick';
import type { WelcomeDesk } from './WelcomeDesk';
import { useI18n } from '../kit/Resolver';

/** The welcome creativity's image box: its size is reserved before the picture arrives (no shift). */
const WELCOME_IMAGE = { width: 600, height: 400 } as const;

/**
 * The network's welcome, a lazy chunk the feed's ads mount once the complete-profile and consent dialogs
 * are done. Dismissible: Escape, the backdrop, Close, or "Redeem it" (a promotion's link). Once it is on screen, the
 * member has had it (`dialogShown`).
 */
const WelcomeDialog = observer(function WelcomeDialog({ welcome }: { welcome: WelcomeDesk }) {
  const i18n = useI18n();
  const view = welcome.view;
  const open = view !== null;
  useEffect(() => {
    if (open) welcome.dialogShown();
  }, [welcome, open]);
  if (!view) return null;

  return (
    <Dialog open onClose={welcome.closed} aria-labelledby="welcome-title" maxWidth={false} slotProps={{ paper: { sx: { width: { md: 520 } } } }}>
      <DialogTitle id="welcome-title" component="h2" variant="h2">
        {view.title}
      </DialogTitle>
      <DialogContent>
        <img
          src={view.imageUrl}
          alt={view.imageAlt}
          width={WELCOME_IMAGE.width}
          height={WELCOME_IMAGE.height}
          style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${WELCOME_IMAGE.width} / ${WELCOME_IMAGE.height}`, objectFit: 'cover', borderRadius: 8 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1.5, flexWrap: 'wrap', '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {view.redeem && (
          <Button variant="contained" size="large" href={view.redeem.href} target="_blank" rel="noopener noreferrer sponsored" aria-label={view.redeem.name} onClick={welcome.redeemClicked} onAuxClick={onMiddleClick(welcome.redeemClicked)} sx={{ flex: '1 1 auto' }}>
            {view.redeem.label}
          </Button>
        )}
        <Button variant={view.redeem ? 'outlined' : 'contained'} size="large" onClick={welcome.closed} sx={{ flex: '1 1 auto' }}>
          {i18n.t('ads.welcome.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});

export default WelcomeDialog;
