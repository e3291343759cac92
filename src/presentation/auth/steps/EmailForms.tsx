import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { I18n } from '../../i18n/I18n';
import type { EmailSignInPresenter } from '../presenters/EmailSignInPresenter';
import type { EmailSignUpPresenter } from '../presenters/EmailSignUpPresenter';
import type { EmailConfirmPresenter } from '../presenters/EmailConfirmPresenter';
import { PasswordField } from '../parts/PasswordField';
import { PasswordChecklist } from '../parts/PasswordChecklist';
import { CodeField } from '../parts/CodeField';

export const EmailSignInForm = observer(function EmailSignInForm({ form, i18n, onForgotPassword }: { form: EmailSignInPresenter; i18n: I18n; onForgotPassword: () => void }) {
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => { event.preventDefault(); void form.submitted(); }} aria-label={i18n.t('auth.signIn.submit')}>
      <TextField label={i18n.t('auth.field.email')} type="email" autoComplete="email" value={form.email} onChange={(event) => form.emailTyped(event.target.value)} error={!!form.errors.email} helperText={form.errors.email} fullWidth autoFocus />
      <PasswordField label={i18n.t('auth.field.password')} autoComplete="current-password" value={form.password} onChange={form.passwordTyped} error={!!form.errors.password} helperText={form.errors.password} showLabel={i18n.t('auth.showPassword')} hideLabel={i18n.t('auth.hidePassword')} />
      <Link component="button" type="button" onClick={onForgotPassword} sx={{ alignSelf: 'flex-start' }}>
        {i18n.t('auth.forgotPassword.link')}
      </Link>
      <Button type="submit" variant="contained" size="large" disabled={form.busy} aria-busy={form.busy}>
        {i18n.t('auth.signIn.submit')}
      </Button>
    </Stack>
  );
});

export const EmailSignUpForm = observer(function EmailSignUpForm({ form, i18n }: { form: EmailSignUpPresenter; i18n: I18n }) {
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

export const EmailConfirmForm = observer(function EmailConfirmForm({ form, i18n, onWrongEmail }: { form: EmailConfirmPresenter; i18n: I18n; onWrongEmail?: () => void }) {
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => { event.preventDefault(); void form.submitted(); }} aria-labelledby="confirm-title">
      <Typography id="confirm-title" variant="h3" component="h3">
        {i18n.t('auth.confirm.title')}
      </Typography>
      <Typography color="text.secondary">{i18n.t('auth.confirm.body', { email: form.email })}</Typography>
      <CodeField kind="email" label={i18n.t('auth.field.code')} value={form.code} onChange={form.codeTyped} error={!!form.error} helperText={form.error} autoFocus />
      <Button type="submit" variant="contained" size="large" disabled={!form.canSubmit} aria-busy={form.busy}>
        {i18n.t('auth.confirm.submit')}
      </Button>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button onClick={() => void form.codeRequested()} disabled={form.secondsLeft > 0}>
          {form.secondsLeft > 0 ? i18n.t('auth.confirm.resendIn', { seconds: form.secondsLeft }) : i18n.t('auth.confirm.resend')}
        </Button>
        {onWrongEmail && (
          <Link component="button" type="button" onClick={onWrongEmail}>
            {i18n.t('auth.confirm.wrongEmail')}
          </Link>
        )}
      </Stack>
    </Stack>
  );
});
