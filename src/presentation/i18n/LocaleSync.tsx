import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '../app/Resolver';
import { PRESENTATION } from '../tokens';
import type { I18n } from './I18n';

/** Keeps `<html lang>` in step with the chosen language, for screen readers and hyphenation. */
export const LocaleSync = observer(function LocaleSync() {
  const i18n = useService<I18n>(PRESENTATION.I18n);
  useEffect(() => {
    document.documentElement.lang = i18n.locale;
  }, [i18n.locale]);
  return null;
});
