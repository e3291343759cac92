import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LOCALES, type I18n, type Locale } from './I18n';

/** English / Italian, as two pressed-state buttons (kept light: it is on every first load). */
export const LanguageSwitch = observer(function LanguageSwitch({ i18n, onChosen }: { i18n: I18n; onChosen: (locale: Locale) => void }) {
  return (
    <Box role="group" aria-label={i18n.t('language.label')} sx={{ display: 'flex', gap: 0.5 }}>
      {LOCALES.map((locale) => {
        const chosen = i18n.locale === locale;
        return (
          <Button
            key={locale}
            size="small"
            variant={chosen ? 'contained' : 'text'}
            color={chosen ? 'primary' : 'inherit'}
            aria-pressed={chosen}
            aria-label={i18n.t(`language.${locale}`)}
            lang={locale}
            onClick={() => onChosen(locale)}
            sx={{ minWidth: 40, px: 1 }}
          >
            {locale.toUpperCase()}
          </Button>
        );
      })}
    </Box>
  );
});
