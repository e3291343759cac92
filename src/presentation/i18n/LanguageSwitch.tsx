import { observer } from 'mobx-react-lite';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useService } from '../app/Resolver';
import { PRESENTATION } from '../tokens';
import { isLocale, LOCALES, type I18n } from './I18n';

export const LanguageSwitch = observer(function LanguageSwitch() {
  const i18n = useService<I18n>(PRESENTATION.I18n);
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={i18n.locale}
      aria-label={i18n.t('language.label')}
      onChange={(_event, value: unknown) => {
        if (isLocale(value)) i18n.localeChosen(value);
      }}
    >
      {LOCALES.map((locale) => (
        <ToggleButton key={locale} value={locale} lang={locale} aria-label={i18n.t(`language.${locale}`)} sx={{ px: 1.25, py: 0.5 }}>
          {locale.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
});
