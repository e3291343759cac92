import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { EmailSignUpPresenter } from '../presenters/EmailSignUpPresenter';
import { PasswordField } from '../parts/PasswordField';
import { PasswordChecklist } from '../parts/PasswordChecklist';
import { useI18n } from '../../kit/Resolver';

export const EmailSignUpForm = observer(function EmailSignUpForm({ form }: { form: EmailSignUpPresenter }) {
  const i18n = useI18n();
  const checklist = form.checklist;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => { event.preventDefault(); void form.submitted(); }} aria-label={i18n.t('auth.signUp.submit')}>
      <TextField label={i18n.t('auth.field.email')} type="email" autoComplete="email" value={form.email} onChange={(event) => form.emailTyped(event.target.value)} error={!!form.errors.email} helperText={form.errors.email} fullWidth autoFocus />
      <PasswordField label={i18n.t('auth.field.password')} autoComplete="new-password" value={form.password} onChange={form.passwordTyped} error={!!form.errors.password} helperText={form.errors.password} showLabel={i18n.t('auth.showPassword')} hideLabel={i18n.t('auth.hidePassword')} describedBy="password-checklist" />
      <PasswordChecklist
        id="password-checklist"
        title={i18n.t('auth.checklist.title')}
        lines={[
          { label: i18n.t('auth.checklist.length'), met: checklist.length },
          { label: i18n.t('auth.checklist.letterAndNumber'), met: checklist.letterAndNumber },
          { label: i18n.t('auth.checklist.special'), met: checklist.special },
        ]}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.busy} aria-busy={form.busy}>
        {i18n.t('auth.signUp.submit')}
      </Button>
    </Stack>
  );
});
