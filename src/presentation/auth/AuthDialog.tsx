import { startTransition, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AuthCover } from '../../domain/network/NetworkCustomization';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { MOBILE_MAX_WIDTH } from '../theme/theme';
import { AUTH_MODAL_REQUESTED, AUTH_MODAL_SHOWN, type AuthDialogRequest } from './AuthController';
import type { AuthModalPresenter } from './presenters/AuthModalPresenter';
import { BirthdateStep } from './steps/BirthdateStep';
import { CtaStep } from './steps/CtaStep';
import { CustomSsoStep } from './steps/CustomSsoStep';
import { FormStep } from './steps/FormStep';
import { OtpFirstStep } from './steps/OtpFirstStep';
import { PrivateStep } from './steps/PrivateStep';
import { ConflictDialog } from './steps/ConflictDialog';
import { ForgotPasswordDialog } from './steps/ForgotPasswordDialog';

/** The authentication modal (spec §2): a lazy chunk, mounted by AuthDialogHost while a request is open. */
const AuthDialog = observer(function AuthDialog({ request, pathTo }: { request: AuthDialogRequest; pathTo: (path: string) => string }) {
  const i18n = useI18n();
  // One presenter per opening: AuthDialogHost keys this component by the request's generation.
  const modal = usePresenter(PRESENTERS.AuthModal, request);
  const desktop = useMediaQuery(`(min-width:${MOBILE_MAX_WIDTH + 1}px)`, { noSsr: true });
  // The frame is committed first and the step (the forms, most of the MUI components) in a second commit:
  // two shorter tasks instead of one long one, which a phone spends more than 100 ms on. The step lands
  // while the dialog is still fading in.
  const [stepShown, setStepShown] = useState(false);
  useEffect(() => {
    // The end of 'visible in < 100 ms after the click': the dialog is in the page.
    if (performance.getEntriesByName?.(AUTH_MODAL_REQUESTED).length) performance.measure?.(AUTH_MODAL_SHOWN, AUTH_MODAL_REQUESTED);
    startTransition(() => setStepShown(true));
  }, []);
  const width = modal.width(desktop);
  const cover = desktop ? modal.cover : null;

  return (
    <>
      <Dialog
        open={modal.flow.open}
        onClose={modal.closable ? modal.closeRequested : undefined}
        aria-labelledby="auth-dialog-title"
        // In place, not in a portal: MUI's portal mounts its content from a layout effect, which renders the
        // whole dialog again synchronously, in one long task; in place it renders with its host (sliced,
        // when the host renders it as a transition). It is fixed over the page all the same.
        disablePortal
        fullScreen={width === 'full'}
        maxWidth={false}
        slotProps={{ paper: { sx: width === 'full' ? {} : { width, maxWidth: 'calc(100% - 32px)' }, ...({ 'data-step': modal.flow.step } as object) } }}
      >
        <Box sx={{ display: 'flex', minHeight: 0 }}>
          {cover && <Cover cover={cover} muted={modal.coverMuted} onMuteToggled={modal.coverMuteToggled} />}
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5, minHeight: 48 }}>
              {modal.canGoBack && (
                <Button onClick={modal.backClicked} size="small">
                  ← {i18n.t('auth.back')}
                </Button>
              )}
              <Box sx={{ flex: 1 }} />
              {modal.closable && (
                <Button onClick={modal.closeRequested} size="small" aria-label={i18n.t('auth.close')}>
                  ✕
                </Button>
              )}
            </Stack>
            <Typography id="auth-dialog-title" variant="h2" component="h2" sx={{ px: 3, pb: 1, textAlign: 'center', '&::first-letter': { textTransform: 'uppercase' } }}>
              {modal.header}
            </Typography>
            <DialogContent sx={{ pt: 1 }}>{stepShown && <Step modal={modal} pathTo={pathTo} />}</DialogContent>
            {stepShown && modal.modeSwitch && (
              <Box sx={{ textAlign: 'center', pb: 2.5, px: 2 }}>
                <Link component="button" type="button" onClick={() => modal.modeSwitch && modal.modeSwitched(modal.modeSwitch.mode)}>
                  {modal.modeSwitch.label}
                </Link>
              </Box>
            )}
          </Box>
        </Box>
      </Dialog>
      <ForgotPasswordDialog open={modal.forgotPasswordOpen} form={modal.forgotPassword} onClose={modal.forgotPasswordClosed} />
      <ConflictDialog
        conflict={modal.conflict?.kind ?? null}
        email={modal.conflict?.email ?? ''}
        onDismiss={modal.conflictDismissed}
        onLogin={modal.conflictLoginClicked}
        onForgotPassword={modal.conflictForgotPasswordClicked}
      />
    </>
  );
});

const Step = observer(function Step({ modal, pathTo }: { modal: AuthModalPresenter; pathTo: (path: string) => string }) {
  switch (modal.flow.step) {
    case 'cta':
      return <CtaStep modal={modal} pathTo={pathTo} />;
    case 'sign-up':
    case 'sign-in':
      return <FormStep modal={modal} />;
    case 'birthdate':
      return <BirthdateStep modal={modal} />;
    case 'otp_first':
      return <OtpFirstStep modal={modal} pathTo={pathTo} />;
    case 'custom_sso':
      return <CustomSsoStep modal={modal} pathTo={pathTo} />;
    case 'private':
      return <PrivateStep modal={modal} />;
  }
});

/** Spec §2: the network's cover image or video beside the form on desktop, with a mute toggle for video. */
function Cover({ cover, muted, onMuteToggled }: { cover: AuthCover; muted: boolean; onMuteToggled: () => void }) {
  const i18n = useI18n();
  return (
    <Box sx={{ width: 240, flexShrink: 0, position: 'relative', bgcolor: 'grey.900' }}>
      {cover.mediaType === 'video' ? (
        <>
          <Box component="video" src={cover.url} poster={cover.thumbnails.large} autoPlay loop muted={muted} playsInline sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          <Button size="small" variant="contained" onClick={onMuteToggled} aria-pressed={!muted} sx={{ position: 'absolute', left: 8, bottom: 8 }}>
            {muted ? i18n.t('auth.cover.unmute') : i18n.t('auth.cover.mute')}
          </Button>
        </>
      ) : (
        <Box component="img" src={cover.url} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      )}
    </Box>
  );
}

export default AuthDialog;
