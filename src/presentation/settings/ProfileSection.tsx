import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Notice } from '../widgets/Notice';
import { ProfileFields } from '../profile';
import type { ProfileSettingsPresenter } from './ProfileSettingsPresenter';
import { SettingsSection } from './SettingsSection';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';
import { useI18n } from '../kit/Resolver';

export const ProfileSection = observer(function ProfileSection({ form, networkName }: { form: ProfileSettingsPresenter; networkName: string }) {
  const i18n = useI18n();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form.errors);
  return (
    <SettingsSection
      id="settings-profile"
      title={i18n.t('settings.profile.title')}
      description={i18n.t('settings.profile.intro', { name: networkName })}
      // A live region present from the start, so the marker is announced when it appears.
      aside={<Box role="status">{form.dirty && <Chip size="small" variant="outlined" label={i18n.t('settings.profile.unsaved')} sx={{ fontWeight: 600 }} />}</Box>}
    >
      <Stack
        ref={formRef}
        component="form"
        noValidate
        spacing={2}
        aria-labelledby="settings-profile-title"
        onSubmit={(event) => {
          event.preventDefault();
          void form.saveClicked();
        }}
      >
        <ProfileFields
          form={form}
          labels={{ firstName: i18n.t('settings.profile.firstName'), lastName: i18n.t('settings.profile.lastName'), birthday: i18n.t('settings.profile.birthday'), birthdayHint: i18n.t('settings.profile.birthdayHint') }}
          namesInRow
        />
        {form.loadingQuestions && (
          <Typography role="status" color="text.secondary">
            {i18n.t('settings.profile.loadingQuestions')}
          </Typography>
        )}
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
      </Stack>
    </SettingsSection>
  );
});
