import { StrictMode, type ComponentType } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme/theme';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { ResolverProvider, type Resolver } from './Resolver';
import { Toasts } from './Toasts';
import { LocaleSync } from '../i18n/LocaleSync';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ resolver, router, DemoPanel }: { resolver: Resolver; router: AppRouter; DemoPanel?: ComponentType }) {
  return (
    <StrictMode>
      <ResolverProvider resolver={resolver}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <LocaleSync />
          <Toasts>
            <ErrorBoundary>
              <RouterProvider router={router} />
            </ErrorBoundary>
          </Toasts>
          {DemoPanel && <DemoPanel />}
        </ThemeProvider>
      </ResolverProvider>
    </StrictMode>
  );
}
