import { useOutletContext } from 'react-router-dom';
import type { NetworkShellPresenter } from './NetworkShellPresenter';

export interface NetworkOutletContext {
  shell: NetworkShellPresenter;
  /** Turns a network-relative path ('/subscribe') into an app path ('/slug/subscribe'). */
  pathTo(path: string): string;
}

export function useNetwork(): NetworkOutletContext {
  return useOutletContext<NetworkOutletContext>();
}

export function basePathOf(slug: string, fixedSlug: string | undefined): string {
  return fixedSlug ? '' : `/${slug}`;
}

export function joinPath(base: string, path: string): string {
  if (path === '/' || path === '') return base || '/';
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
