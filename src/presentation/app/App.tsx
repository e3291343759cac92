import { StrictMode, Suspense, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { ResolverProvider, type Resolver } from '../kit/Resolver';
import { Toasts } from '../toasts/Toasts';
import { LocaleSync } from '../i18n/LocaleSync';
import { AppRoutes } from './routes';
import { RouterBridge } from './RouterBridge';
import { NewPageAtTop } from './NewPageAtTop';
import { PRESENTATION, type RouterBinding } from '../tokens';

export function App({ resolver, hostSlug, DemoTools }: { resolver: Resolver; hostSlug: string | null; DemoTools?: ComponentType }) {
  return (
    <StrictMode>
      <ResolverProvider resolver={resolver}>
        <LocaleSync />
        <ErrorBoundary>
          <BrowserRouter>
            <RouterBridge binding={resolver.get<RouterBinding>(PRESENTATION.RouterBinding)} />
            <NewPageAtTop />
            <AppRoutes hostSlug={hostSlug} />
          </BrowserRouter>
        </ErrorBoundary>
        <Toasts />
        {DemoTools && (
          <Suspense fallback={null}>
            <DemoTools />
          </Suspense>
        )}
      </ResolverProvider>
    </StrictMode>
  );
}
