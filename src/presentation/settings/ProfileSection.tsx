import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Notice } from '../widgets/Notice';
import { ProfileFields } from '../profile';
import type { ProfileSettingsPresenter } from './ProfileSettingsPresenter';
import type { AvatarSettingsPresenter } from './AvatarSettingsPresenter';
import { AvatarPicker } from './AvatarPicker';
import { SettingsSection } from './SettingsSection';
import { SettingsForm } from './SettingsForm';
import { useI18n } from '../kit/Resolver';

export const ProfileSection = observer(function ProfileSection({ form, avatar, networkName }: { form: ProfileSettingsPresenter; avatar: AvatarSettingsPresenter; networkName: string }) {
  const i18n = useI18n();
  return (
    <SettingsSection
      id="settings-profile"
      title={i18n.t('settings.profile.title')}
      description={i18n.t('settings.profile.intro', { name: networkName })}
      // A live region present from the start, so the marker is announced when it appears.
      aside={<Box role="status">{form.dirty && <Chip size="small" variant="outlined" label={i18n.t('settings.profile.unsaved')} sx={{ fontWeight: 600 }} />}</Box>}
    >
      <Box sx={{ mb: 3 }}>
        <AvatarPicker avatar={avatar} />
      </Box>
      <SettingsForm sectionId="settings-profile" errors={form.errors} onSave={form.saveClicked}>
        <ProfileFields form={form} namesInRow />
        {form.questionsFailure && (
          <Notice severity="error" title={i18n.t('settings.profile.questionsFailed')} action={<Button onClick={form.questionsRetryClicked}>{i18n.t('common.retry')}</Button>}>
            {form.questionsFailure}
          </Notice>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {/* Not disabled while saving: the focus stays on it, and a second press is ignored. */}
          <Button type="submit" variant="contained" disabled={form.loadingQuestions} aria-busy={form.busy}>
            {form.busy ? i18n.t('settings.saving') : i18n.t('settings.profile.save')}
          </Button>
          {form.dirty && (
            <Button onClick={form.discardClicked}>
              {i18n.t('settings.profile.discard')}
            </Button>
          )}
        </Stack>
      </SettingsForm>
    </SettingsSection>
  );
});
