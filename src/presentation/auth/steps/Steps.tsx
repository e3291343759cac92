import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SocialProvider } from '../../../domain/auth/Tokens';
import type { I18n } from '../../i18n/I18n';
import type { AuthModalPresenter } from '../presenters/AuthModalPresenter';
import { EmailConfirmForm, EmailSignInForm, EmailSignUpForm } from './EmailForms';
import { PhoneCodeForm } from './PhoneCodeForm';
import { ForgotPasswordForm } from './Dialogs';

type StepProps = { modal: AuthModalPresenter; i18n: I18n; pathTo: (path: string) => string };

/** Spec §4: the birthdate field takes focus after 500 ms (the dialog's own focus settles first). */
export const BIRTHDATE_FOCUS_DELAY_MS = 500;

const SocialButtons = observer(function SocialButtons({ modal, i18n }: Omit<StepProps, 'pathTo'>) {
  const label = (provider: SocialProvider) => i18n.t(provider === 'google' ? 'auth.cta.google' : 'auth.cta.facebook');
  return (
    <>
      {modal.socialProviders.map((provider) => (
        <Button key={provider} variant="outlined" size="large" onClick={() => modal.socialClicked(provider)} disabled={modal.socialBusy !== null} aria-busy={modal.socialBusy === provider}
          startIcon={modal.socialBusy === provider ? <CircularProgress size={18} aria-hidden /> : undefined}>
          {label(provider)}
        </Button>
      ))}
      {modal.ssoButtons.map((button) => (
        <Button key={button.provider} variant="outlined" size="large" onClick={() => modal.ssoClicked(button)}>
          {i18n.t('auth.sso.with', { provider: button.label })}
        </Button>
      ))}
    </>
  );
});

const Policies = ({ i18n, pathTo }: Omit<StepProps, 'modal'>) => {
  // The sentence is translated whole; the two links are placed where its placeholders stand.
  const [before, rest = ''] = i18n.t('auth.cta.policies', { conduct: '{{conduct}}' }).split('{{privacy}}');
  const [middle, after] = rest.split('{{conduct}}');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      {before}
      <Link component={RouterLink} to={pathTo('/privacy-policy')}>{i18n.t('auth.cta.privacyPolicy')}</Link>
      {middle}
      <Link component={RouterLink} to={pathTo('/code-of-conduct')}>{i18n.t('auth.cta.codeOfConduct')}</Link>
      {after}
    </Typography>
  );
};

export const CtaStep = observer(function CtaStep({ modal, i18n, pathTo }: StepProps) {
  return (
    <Stack spacing={1.5}>
      <Button variant="contained" size="large" onClick={modal.continueClicked} autoFocus>
        {modal.network.auth.smsOtp ? i18n.t('auth.cta.usePhoneOrEmail') : i18n.t('auth.cta.useEmail')}
      </Button>
      <SocialButtons modal={modal} i18n={i18n} />
      <Policies i18n={i18n} pathTo={pathTo} />
    </Stack>
  );
});

export const FormStep = observer(function FormStep({ modal, i18n }: Omit<StepProps, 'pathTo'>) {
  const { flow } = modal;
  const signUp = flow.step === 'sign-up';
  return (
    <Stack spacing={2}>
      {modal.tabs.length > 1 && (
        <Tabs value={flow.tab} onChange={(_event, tab: 'phone' | 'email') => modal.tabChosen(tab)} aria-label={i18n.t('auth.tabs.label')} variant="fullWidth">
          {modal.tabs.map((tab) => (
            <Tab key={tab} value={tab} label={i18n.t(tab === 'phone' ? 'auth.tab.phone' : 'auth.tab.email')} disabled={!modal.tabsEnabled} id={`auth-tab-${tab}`} aria-controls="auth-tab-panel" />
          ))}
        </Tabs>
      )}
      <div id="auth-tab-panel" role={modal.tabs.length > 1 ? 'tabpanel' : undefined} aria-labelledby={modal.tabs.length > 1 ? `auth-tab-${flow.tab}` : undefined}>
        {flow.tab === 'phone' ? (
          <PhoneCodeForm phone={modal.phone} stage={flow.phoneStage} i18n={i18n} ageCheckbox={false} minAge={modal.network.minAge} onChangeNumber={modal.changeNumberClicked} />
        ) : signUp ? (
          flow.emailStage === 'confirm' ? (
            <EmailConfirmForm form={modal.emailConfirm} i18n={i18n} onWrongEmail={modal.wrongEmailClicked} />
          ) : (
            <EmailSignUpForm form={modal.emailSignUp} i18n={i18n} />
          )
        ) : (
          <EmailSignInForm form={modal.emailSignIn} i18n={i18n} onForgotPassword={modal.forgotPasswordOpened} />
        )}
      </div>
    </Stack>
  );
});

export const BirthdateStep = observer(function BirthdateStep({ modal, i18n }: Omit<StepProps, 'pathTo'>) {
  const form = modal.birthdate;
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => field.current?.focus(), BIRTHDATE_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => { event.preventDefault(); void form.continueClicked(); }} aria-labelledby="birthdate-title">
      <Typography id="birthdate-title" variant="h3" component="h3">{i18n.t('auth.birthdate.title')}</Typography>
      <TextField
        inputRef={field}
        label={i18n.t('auth.field.birthday')}
        type="date"
        value={form.value}
        onChange={(event) => form.valueTyped(event.target.value)}
        error={!!form.error}
        helperText={form.error || i18n.t('auth.birthdate.hint')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.bounds.min, max: form.bounds.max } }}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={form.busy} aria-busy={form.busy}>
        {i18n.t('auth.continue')}
      </Button>
    </Stack>
  );
});

export const OtpFirstStep = observer(function OtpFirstStep({ modal, i18n, pathTo }: StepProps) {
  return (
    <Stack spacing={2}>
      <PhoneCodeForm phone={modal.phone} stage={modal.flow.phoneStage} i18n={i18n} ageCheckbox={modal.ageCheckboxShown} minAge={modal.network.minAge} onChangeNumber={modal.changeNumberClicked} />
      {modal.flow.phoneStage === 'telephone' && (modal.socialProviders.length > 0 || modal.ssoButtons.length > 0) && (
        <>
          <Divider>{i18n.t('auth.or')}</Divider>
          <Stack spacing={1.5}>
            <SocialButtons modal={modal} i18n={i18n} />
          </Stack>
        </>
      )}
      <Policies i18n={i18n} pathTo={pathTo} />
    </Stack>
  );
});

export const CustomSsoStep = observer(function CustomSsoStep({ modal, i18n, pathTo }: StepProps) {
  return (
    <Stack spacing={2}>
      {modal.customSso && <Typography color="text.secondary" sx={{ textAlign: 'center' }}>{modal.customSso.label}</Typography>}
      <Button variant="contained" size="large" onClick={modal.continueClicked} autoFocus>
        {i18n.t('auth.sso.continue')}
      </Button>
      <Policies i18n={i18n} pathTo={pathTo} />
    </Stack>
  );
});

export const PrivateStep = observer(function PrivateStep({ modal, i18n }: Omit<StepProps, 'pathTo'>) {
  const view = modal.flow.privateView;
  if (view === 'forgot-password') return <ForgotPasswordForm form={modal.forgotPassword} i18n={i18n} />;
  if (view === 'signup') return <PrivateSignUpForm modal={modal} i18n={i18n} />;
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h3">{i18n.t('auth.private.loginWithEmail')}</Typography>
      <EmailSignInForm form={modal.emailSignIn} i18n={i18n} onForgotPassword={() => modal.privateViewChosen('forgot-password')} />
      <Button variant="outlined" onClick={() => modal.privateViewChosen('signup')}>
        {i18n.t('auth.private.signup')}
      </Button>
    </Stack>
  );
});

const PrivateSignUpForm = observer(function PrivateSignUpForm({ modal, i18n }: Omit<StepProps, 'pathTo'>) {
  const form = modal.privateSignUp;
  const network = modal.network;
  const text = (field: 'email' | 'password' | 'passwordConfirmation' | 'firstName' | 'lastName' | 'invitationCode', label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={form.values[field]} onChange={(event) => form.fieldTyped(field, event.target.value)} error={!!form.errors[field]} helperText={form.errors[field]} fullWidth {...extra} />
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
