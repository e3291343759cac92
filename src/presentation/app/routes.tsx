import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NetworkShell } from '../shell/NetworkShell';
import { NetworkHomePage } from '../home/NetworkHomePage';
import { PageNotFound } from '../shell/PageNotFound';
import { LoadingPanel } from '../common/LoadingPanel';

const LandingPage = lazy(() => import('../landing/LandingPage').then((m) => ({ default: m.LandingPage })));
const SubscribePage = lazy(() => import('../access/AccessPages').then((m) => ({ default: m.SubscribePage })));
const PaywallPage = lazy(() => import('../access/AccessPages').then((m) => ({ default: m.PaywallPage })));
const IntroPage = lazy(() => import('../access/AccessPages').then((m) => ({ default: m.IntroPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingPanel label="…" />}>{children}</Suspense>;
}

/** The pages of a network (spec §2). The home is part of the first load; other pages are lazy. */
function networkPages(): ReactNode {
  return (
    <>
      <Route index element={<NetworkHomePage />} />
      <Route path="subscribe" element={<Lazy><SubscribePage /></Lazy>} />
      <Route path="paywall" element={<Lazy><PaywallPage /></Lazy>} />
      <Route path="intro" element={<Lazy><IntroPage /></Lazy>} />
      <Route path="*" element={<PageNotFound />} />
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
      <Route path="/" element={<Lazy><LandingPage /></Lazy>} />
      <Route path="/:slug" element={<NetworkShell />}>
        {networkPages()}
      </Route>
    </Routes>
  );
}
