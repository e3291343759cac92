import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StepProps } from './StepProps';
import { useI18n } from '../../kit/Resolver';

/** The private network's sign-up view: invitation code, names, credentials and custom questions. */
export const PrivateSignUpForm = observer(function PrivateSignUpForm({ modal }: Omit<StepProps, 'pathTo'>) {
  const i18n = useI18n();
  const form = modal.privateSignUp;
  const network = modal.network;
  const text = (field: 'email' | 'password' | 'passwordConfirmation' | 'firstName' | 'lastName' | 'invitationCode', label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={form.values[field]} onChange={(event) => form.fieldTyped(field, event.target.value)} {...form.noteOf(field)} fullWidth {...extra} />
  );
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => { event.preventDefault(); void form.submitted(); }} aria-label={i18n.t('auth.private.signup')}>
      <Typography variant="h3" component="h3">{i18n.t('auth.private.signup')}</Typography>
      {text('invitationCode', network.invitationCodeLabel ?? i18n.t('auth.private.invitationCode'), { autoFocus: true })}
      {network.invitationCodeDisclaimer && <Typography variant="body2" color="text.secondary">{network.invitationCodeDisclaimer}</Typography>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('firstName', i18n.t('auth.field.firstName'), { autoComplete: 'given-name' })}
        {text('lastName', i18n.t('auth.field.lastName'), { autoComplete: 'family-name' })}
      </Stack>
      {text('email', i18n.t('auth.field.email'), { type: 'email', autoComplete: 'email' })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('password', i18n.t('auth.field.password'), { type: 'password', autoComplete: 'new-password' })}
        {text('passwordConfirmation', i18n.t('auth.field.passwordConfirmation'), { type: 'password', autoComplete: 'new-password' })}
      </Stack>
      {form.asksBirthday && (
        <TextField label={i18n.t('auth.field.birthday')} type="date" value={form.values.birthday} onChange={(event) => form.fieldTyped('birthday', event.target.value)}
          error={!!form.errors.birthday} helperText={form.errors.birthday || i18n.t('auth.birthdate.hint')} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
      )}
      {form.customFields.map((question) => (
        <TextField key={question.id} label={question.field} required={question.isRequired} value={form.answers[question.id] ?? ''} onChange={(event) => form.answerTyped(question.id, event.target.value)}
          error={!!form.errors[`customFields.${question.id}`]} helperText={form.errors[`customFields.${question.id}`]} fullWidth />
      ))}
      <Button type="submit" variant="contained" size="large" disabled={form.busy} aria-busy={form.busy}>
        {i18n.t('auth.signUp.submit')}
      </Button>
      <Link component="button" type="button" onClick={() => modal.privateViewChosen('login-with-email')} sx={{ alignSelf: 'center' }}>
        {i18n.t('auth.private.haveAccount')}
      </Link>
    </Stack>
  );
});
