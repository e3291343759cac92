import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProfileFields } from './ProfileFields';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';

/** Spec §9: the form scrolls within this height. */
const FORM_MAX_HEIGHT_PX = 700;
const FORM_ID = 'complete-profile-form';

/** 'About you' (spec §4): a lazy chunk, mounted by ProfileFlowHost while the prompt is open. */
const CompleteProfileDialog = observer(function CompleteProfileDialog() {
  const i18n = useI18n();
  // The profile module, loaded before this chunk renders, has registered the strings.
  const form = usePresenter(PRESENTERS.CompleteProfile);
  const fixed = !form.dismissible;

  return (
    <Dialog
      open
      // Without onClose neither Escape nor the backdrop closes a fixed prompt.
      onClose={fixed ? undefined : form.closeRequested}
      aria-labelledby="complete-profile-title"
      aria-describedby="complete-profile-intro"
      maxWidth={false}
      slotProps={{
        paper: { sx: { width: { md: 520 } }, ...({ 'data-fixed': fixed } as object) },
        // Fixed and blurred behind when the network collects data strongly.
        backdrop: { sx: fixed ? { backdropFilter: 'blur(6px)' } : {} },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 3, pt: 2, pb: 1 }}>
        <Typography id="complete-profile-title" variant="h2" component="h2" sx={{ flex: 1 }}>
          {i18n.t('profile.complete.title')}
        </Typography>
        {!fixed && (
          <Button onClick={form.closeRequested} size="small" aria-label={i18n.t('profile.close')} disabled={form.busy}>
            ✕
          </Button>
        )}
      </Stack>
      <DialogContent sx={{ maxHeight: FORM_MAX_HEIGHT_PX, pt: 1 }}>
        <Stack
          component="form"
          id={FORM_ID}
          noValidate
          spacing={2}
          aria-labelledby="complete-profile-title"
          onSubmit={(event) => {
            event.preventDefault();
            void form.saveClicked();
          }}
        >
          <Typography id="complete-profile-intro" color="text.secondary">
            {i18n.t('profile.complete.intro')}
          </Typography>
          <ProfileFields form={form} autoFocus />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Box sx={{ flex: 1 }} />
        <Button type="submit" form={FORM_ID} variant="contained" size="large" disabled={!form.canSave} aria-busy={form.busy}>
          {i18n.t('profile.complete.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});

export default CompleteProfileDialog;
