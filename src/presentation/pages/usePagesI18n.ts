import { useState } from 'react';
import { useService } from '../app/Resolver';
import { PRESENTATION } from '../tokens';
import type { I18n } from '../i18n/I18n';
import { registerPagesMessages } from './pagesMessages';

/** The app's I18n with the pages' catalogue registered, once per page, before its first render. */
export function usePagesI18n(): I18n {
  const i18n = useService<I18n>(PRESENTATION.I18n);
  useState(() => registerPagesMessages(i18n));
  return i18n;
}
