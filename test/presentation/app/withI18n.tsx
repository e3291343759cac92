import type { ReactNode } from 'react';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import type { I18n } from '../../../src/presentation/i18n/I18n';
import { PRESENTATION } from '../../../src/presentation/tokens';

/** A view rendered with only the app-wide strings around it (`useI18n`), for views that need nothing else of the container. */
export function withI18n(i18n: I18n, view: ReactNode) {
  const resolver = {
    get: <T,>(token: symbol): T => {
      if (token !== PRESENTATION.I18n) throw new Error(`withI18n holds the strings only, not ${String(token)}`);
      return i18n as T;
    },
  };
  return <ResolverProvider resolver={resolver}>{view}</ResolverProvider>;
}
