import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { NetworkShell } from '../shell/NetworkShell';
import { NetworkHomePage } from '../content/NetworkHomePage';
// The home with the modal asked for: part of the first load, so /login paints the home at once while the modal's code loads.
import { ForgotPasswordPage, LoginPage, RegisterPage } from '../auth/AuthPages';
import { Waiting } from '../widgets/Waiting';
import { child } from './routePaths';

/**
 * Every other page's route, and the page's own chunk, come in a chunk of their own (LazyPages): the first load
 * stays the same size whatever pages the app gains.
 */
const lazyPages = () => import('./LazyPages');
const OtherNetworkPages = lazy(lazyPages);
const LandingRoute = lazy(() => lazyPages().then((m) => ({ default: m.LandingRoute })));

/** The pages of a network (spec §2): the home and the sign-in pages are part of the first load. */
function networkPages(): ReactNode {
  return (
    <>
      <Route index element={<NetworkHomePage />} />
      <Route path={child(NETWORK_PATHS.login)} element={<LoginPage />} />
      <Route path={child(NETWORK_PATHS.register)} element={<RegisterPage />} />
      <Route path={child(NETWORK_PATHS.forgotPassword)} element={<ForgotPasswordPage />} />
      <Route
        path="*"
        element={
          <Waiting>
            <OtherNetworkPages />
          </Waiting>
        }
      />
    </>
  );
}

/**
 * Spec §2: every network route sits under `/:slug`, except on a host mapped to a network, where the
 * same routes start at `/` and there is no landing page.
 */
export function AppRoutes({ hostSlug }: { hostSlug: string | null }) {
  if (hostSlug) {
    return (
      <Routes>
        <Route path="/" element={<NetworkShell fixedSlug={hostSlug} />}>
          {networkPages()}
        </Route>
      </Routes>
    );
  }
  return (
    <Routes>
      <Route
        path="/"
        element={
          <Waiting>
            <LandingRoute />
          </Waiting>
        }
      />
      <Route path="/:slug" element={<NetworkShell />}>
        {networkPages()}
      </Route>
    </Routes>
  );
}
