import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '../kit/Resolver';
import { PictureFileButton, PictureSendingStatus, usePictureAddress } from '../pictures';
import { MemberFace } from '../widgets/MemberFace';
import type { AvatarSettingsPresenter } from './AvatarSettingsPresenter';

/**
 * The member's picture in Settings → Profile: their face as others see it (the picture on its way shows at once),
 * Choose or Change, Remove, and where the picture is while it travels.
 */
export const AvatarPicker = observer(function AvatarPicker({ avatar }: { avatar: AvatarSettingsPresenter }) {
  const i18n = useI18n();
  const titleId = useId();
  const hintId = useId();
  const local = usePictureAddress(avatar.sending.picture);
  const shown = local ?? avatar.savedUrl;
  useEffect(() => avatar.mount(), [avatar]);
  return (
    <Box component="section" aria-labelledby={titleId} aria-describedby={hintId} aria-busy={avatar.busy}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {i18n.t('settings.avatar.title')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <MemberFace name={avatar.memberName} url={shown} size="large" />
        <Box sx={{ minWidth: 0 }}>
          <PictureSendingStatus sending={avatar.sending} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <PictureFileButton sending={avatar.sending} label={shown ? i18n.t('picture.change') : i18n.t('picture.choose')} />
            {avatar.savedUrl && !avatar.busy && <Button onClick={() => void avatar.removeClicked()}>{i18n.t('picture.remove')}</Button>}
          </Stack>
        </Box>
      </Stack>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {i18n.t('settings.avatar.hint')}
      </Typography>
    </Box>
  );
});
