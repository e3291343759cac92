import type { RouteObject } from 'react-router-dom';
import { NetworkShell } from '../shell/NetworkShell';
import { NetworkHomePage } from '../home/NetworkHomePage';
import { PageNotFound } from '../shell/PageNotFound';

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
  if (hostSlug) return [{ path: '/', element: <NetworkShell fixedSlug={hostSlug} />, children: networkRoutes() }];
  return [
    { path: '/', lazy: () => import('../landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
    { path: '/:slug', element: <NetworkShell />, children: networkRoutes() },
  ];
}
