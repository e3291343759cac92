import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useI18n } from '../kit/Resolver';

/** Keeps `<html lang>` in step with the chosen language, for screen readers and hyphenation. */
export const LocaleSync = observer(function LocaleSync() {
  const i18n = useI18n();
  useEffect(() => {
    document.documentElement.lang = i18n.locale;
  }, [i18n.locale]);
  return null;
});
