import { Suspense, type ReactNode } from 'react';
import { useService } from '../app/Resolver';
import type { I18n } from '../i18n/I18n';
import { PRESENTATION } from '../tokens';
import { LoadingPanel } from './LoadingPanel';

/** A lazy page's Suspense boundary: the first paint's spinner while its code loads. */
export function Waiting({ children }: { children: ReactNode }) {
  const i18n = useService<I18n>(PRESENTATION.I18n);
  return <Suspense fallback={<LoadingPanel label={i18n.t('common.loading')} />}>{children}</Suspense>;
}
