import { observer } from 'mobx-react-lite';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/it';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { itIT } from '@mui/x-date-pickers/locales';
import type { EngagementPresenter } from './EngagementPresenter';
import { useI18n } from '../kit/Resolver';

const ISO = 'YYYY-MM-DD';
/** The pickers' own words (calendar, buttons, field placeholders) in Italian; English is their default. */
const PICKER_TEXT_IT = itIT.components.MuiLocalizationProvider.defaultProps.localeText;
const asDay = (value: string) => (value ? dayjs(value, ISO) : null);
const asIso = (value: Dayjs | null) => (value?.isValid() ? value.format(ISO) : '');

/** The custom range: two date pickers (MUI X's free edition has no range picker), checked by the presenter. */
export const CustomRangeDialog = observer(function CustomRangeDialog({ page }: { page: EngagementPresenter }) {
  const i18n = useI18n();
  return (
    <Dialog open={page.customOpen} onClose={page.customClosed} aria-labelledby="custom-range-title">
      <DialogTitle id="custom-range-title">{i18n.t('manage.custom.title')}</DialogTitle>
      <DialogContent>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={i18n.locale} localeText={i18n.locale === 'it' ? PICKER_TEXT_IT : undefined}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
            <DatePicker label={i18n.t('manage.custom.from')} value={asDay(page.customFrom)} onChange={(value) => page.customFromChanged(asIso(value))} maxDate={dayjs(page.today, ISO)} />
            <DatePicker label={i18n.t('manage.custom.to')} value={asDay(page.customTo)} onChange={(value) => page.customToChanged(asIso(value))} maxDate={dayjs(page.today, ISO)} />
          </Stack>
        </LocalizationProvider>
        {page.customError && (
          <Typography role="alert" color="error.main" variant="body2" sx={{ mt: 2 }}>
            {page.customError}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={page.customClosed}>{i18n.t('manage.custom.cancel')}</Button>
        <Button variant="contained" onClick={page.customApplied}>
          {i18n.t('manage.custom.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
