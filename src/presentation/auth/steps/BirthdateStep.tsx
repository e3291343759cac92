import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StepProps } from './StepProps';
import { useI18n } from '../../kit/Resolver';

/** Spec §4: the birthdate field takes focus after 500 ms (the dialog's own focus settles first). */
const BIRTHDATE_FOCUS_DELAY_MS = 500;

export const BirthdateStep = observer(function BirthdateStep({ modal }: Omit<StepProps, 'pathTo'>) {
  const i18n = useI18n();
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
