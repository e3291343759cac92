import type { RouteObject } from 'react-router-dom';
import { NetworkShell } from '../shell/NetworkShell';
import { NetworkHomePage } from '../home/NetworkHomePage';
import { PageNotFound } from '../shell/PageNotFound';
import { FailurePanel } from '../errors/FailurePanel';

/**
 * Spec §2: every network route sits under `/:slug`, except on a host mapped to a network, where
 * the same routes start at `/`. The network home is part of the first load; other pages are lazy.
 */
export function networkRoutes(): RouteObject[] {
  return [
    { index: true, element: <NetworkHomePage /> },
    { path: 'subscribe', lazy: () => import('../access/AccessPages').then((m) => ({ Component: m.SubscribePage })) },
    { path: 'paywall', lazy: () => import('../access/AccessPages').then((m) => ({ Component: m.PaywallPage })) },
    { path: 'intro', lazy: () => import('../access/AccessPages').then((m) => ({ Component: m.IntroPage })) },
    { path: '*', element: <PageNotFound /> },
  ];
}

export function appRoutes(hostSlug: string | null): RouteObject[] {
  // A route that fails to load or render (e.g. a lazy chunk after a deploy) shows a way out.
  const errorElement = <FailurePanel />;
  if (hostSlug) return [{ path: '/', element: <NetworkShell fixedSlug={hostSlug} />, errorElement, children: networkRoutes() }];
  return [
    { path: '/', errorElement, lazy: () => import('../landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
    { path: '/:slug', element: <NetworkShell />, errorElement, children: networkRoutes() },
  ];
}
