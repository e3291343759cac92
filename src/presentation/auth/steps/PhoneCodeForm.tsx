import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PhoneCodePresenter } from '../presenters/PhoneCodePresenter';
import { CodeField } from '../parts/CodeField';
import { useI18n } from '../../kit/Resolver';

/** The phone code flow: number (with country picker), then the 6-digit code (spec §4). */
export const PhoneCodeForm = observer(function PhoneCodeForm({ phone, stage, ageCheckbox, minAge, onChangeNumber }: {
  phone: PhoneCodePresenter;
  stage: 'telephone' | 'verification';
  ageCheckbox: boolean;
  minAge: number | null;
  onChangeNumber: () => void;
}) {
  const i18n = useI18n();
  if (stage === 'verification') {
    return (
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => { event.preventDefault(); void phone.verifyClicked(); }} aria-label={i18n.t('auth.phone.verify')}>
        <Typography>{i18n.t('auth.phone.codeSentTo', { phone: phone.sentTo })}</Typography>
        <CodeField kind="phone" label={i18n.t('auth.field.code')} value={phone.code} onChange={phone.codeTyped} error={!!phone.codeError} helperText={phone.codeError} disabled={phone.verifying} autoFocus />
        <Button type="submit" variant="contained" size="large" disabled={!phone.canVerify} aria-busy={phone.verifying}>
          {i18n.t('auth.phone.verify')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => void phone.resendClicked()} disabled={phone.secondsLeft > 0 || phone.sending}>
            {phone.secondsLeft > 0 ? i18n.t('auth.phone.resendIn', { seconds: phone.secondsLeft }) : i18n.t('auth.phone.resend')}
          </Button>
          <Button onClick={onChangeNumber}>{i18n.t('auth.phone.changeNumber')}</Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => { event.preventDefault(); void phone.sendClicked(); }} aria-label={i18n.t('auth.phone.send')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button variant="outlined" onClick={phone.countryPickerOpened} aria-label={`${i18n.t('auth.field.country')}: ${phone.country} +${phone.callingCode}`} sx={{ height: 56, flexShrink: 0 }}>
          <span aria-hidden>{phone.countryFlag}</span>&nbsp;+{phone.callingCode}
        </Button>
        <TextField label={i18n.t('auth.field.phone')} type="tel" autoComplete="tel-national" value={phone.number} onChange={(event) => phone.numberTyped(event.target.value)} error={!!phone.numberError} helperText={phone.numberError} fullWidth autoFocus />
      </Stack>
      {ageCheckbox && minAge !== null && (
        <FormControlLabel
          control={<Checkbox checked={phone.ageConfirmed} onChange={(event) => phone.ageToggled(event.target.checked)} />}
          label={i18n.t('auth.age.confirm', { age: minAge })}
          sx={phone.ageHighlighted ? { outline: 2, outlineColor: 'error.main', outlineStyle: 'solid', borderRadius: 1, color: 'error.main', mx: 0, pr: 1 } : { mx: 0 }}
          data-highlighted={phone.ageHighlighted || undefined}
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={!phone.canSend} aria-busy={phone.sending}>
        {phone.secondsLeft > 0 ? i18n.t('auth.phone.resendIn', { seconds: phone.secondsLeft }) : i18n.t('auth.phone.send')}
      </Button>
      <CountryPicker phone={phone} />
    </Stack>
  );
});

const CountryPicker = observer(function CountryPicker({ phone }: { phone: PhoneCodePresenter }) {
  const i18n = useI18n();
  return (
    <Dialog open={phone.countryPickerOpen} onClose={phone.countryPickerClosed} aria-labelledby="country-picker-title" fullWidth maxWidth="xs">
      <DialogTitle id="country-picker-title">{i18n.t('auth.country.choose')}</DialogTitle>
      <DialogContent>
        <TextField label={i18n.t('auth.country.search')} value={phone.countrySearch} onChange={(event) => phone.countrySearchTyped(event.target.value)} fullWidth autoFocus sx={{ mt: 1 }} />
        {phone.countryOptions.length === 0 ? (
          <Typography sx={{ mt: 2 }}>{i18n.t('auth.country.none')}</Typography>
        ) : (
          <List dense sx={{ maxHeight: 360, overflow: 'auto' }} aria-label={i18n.t('auth.country.choose')}>
            {phone.countryOptions.map((option) => (
              <ListItemButton key={option.code} selected={option.code === phone.country} onClick={() => phone.countryChosen(option.code)}>
                <span aria-hidden>{option.flag}</span>&nbsp;{option.name} (+{option.callingCode})
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
});
