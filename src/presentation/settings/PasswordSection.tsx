import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PasswordChecklist, PasswordField } from '../auth';
import type { PasswordField as PasswordFieldName, PasswordSettingsPresenter } from './PasswordSettingsPresenter';
import { SettingsSection } from './SettingsSection';
import { SettingsForm } from './SettingsForm';
import { useI18n } from '../kit/Resolver';

const CHECKLIST_ID = 'settings-password-checklist';

export const PasswordSection = observer(function PasswordSection({ form, email }: { form: PasswordSettingsPresenter; email: string }) {
  const i18n = useI18n();
  const checklist = form.checklist;
  const field = (name: PasswordFieldName) => ({
    value: form.values[name],
    onChange: (value: string) => form.typed(name, value),
    ...form.noteOf(name),
    showLabel: i18n.t('auth.showPassword'),
    hideLabel: i18n.t('auth.hidePassword'),
  });
  return (
    <SettingsSection id="settings-password" title={i18n.t('settings.password.title')} description={i18n.t('settings.password.intro')}>
      <SettingsForm sectionId="settings-password" errors={form.errors} onSave={form.saveClicked} sx={{ maxWidth: { md: 480 } }}>
        <PasswordField label={i18n.t('settings.password.current')} autoComplete="current-password" {...field('currentPassword')} />
        <PasswordField label={i18n.t('settings.password.new')} autoComplete="new-password" describedBy={CHECKLIST_ID} {...field('newPassword')} />
        <PasswordChecklist
          id={CHECKLIST_ID}
          title={i18n.t('auth.checklist.title')}
          lines={[
            { label: i18n.t('auth.checklist.length'), met: checklist.length },
            { label: i18n.t('auth.checklist.letterAndNumber'), met: checklist.letterAndNumber },
            { label: i18n.t('auth.checklist.special'), met: checklist.special },
          ]}
        />
        <PasswordField label={i18n.t('settings.password.confirmation')} autoComplete="new-password" {...field('newPasswordConfirmation')} />
        <Stack direction="row">
          <Button type="submit" variant="contained" aria-busy={form.busy}>
            {form.busy ? i18n.t('settings.saving') : i18n.t('settings.password.submit')}
          </Button>
        </Stack>
        {/* Password managers file the new password under this account. Last, so the stack spaces nothing for it. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      </SettingsForm>
    </SettingsSection>
  );
});
