import { observer } from 'mobx-react-lite';
import { LOCALES, type Locale } from './I18n';
import { useI18n } from '../kit/Resolver';

/**
 * English / Italian, as two pressed-state buttons (first-paint CSS: it is on every first load). In the header on a phone
 * only the other language's button shows: the network's name needs the room.
 */
export const LanguageSwitch = observer(function LanguageSwitch({ onChosen }: { onChosen: (locale: Locale) => void }) {
  const i18n = useI18n();
  return (
    <div role="group" aria-label={i18n.t('language.label')} className="lang-switch">
      {LOCALES.map((locale) => {
        const chosen = i18n.locale === locale;
        return (
          <button
            key={locale}
            type="button"
            className={`btn btn--small ${chosen ? 'btn--contained' : 'btn--text btn--inherit'}`}
            aria-pressed={chosen}
            aria-label={i18n.t(`language.${locale}`)}
            lang={locale}
            onClick={() => onChosen(locale)}
          >
            {locale.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
});
