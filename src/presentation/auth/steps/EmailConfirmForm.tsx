import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EmailConfirmPresenter } from '../presenters/EmailConfirmPresenter';
import { CodeField } from '../parts/CodeField';
import { useI18n } from '../../kit/Resolver';

export const EmailConfirmForm = observer(function EmailConfirmForm({ form, onWrongEmail }: { form: EmailConfirmPresenter; onWrongEmail?: () => void }) {
  const i18n = useI18n();
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
