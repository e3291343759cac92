import { Suspense, type ReactNode } from 'react';
import { useI18n } from '../kit/Resolver';
import { LoadingPanel } from './LoadingPanel';

/** A lazy page's Suspense boundary: the first paint's spinner while its code loads. */
export function Waiting({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  return <Suspense fallback={<LoadingPanel label={i18n.t('common.loading')} />}>{children}</Suspense>;
}
