import { useOutletContext } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle';
import type { NetworkShellPresenter } from '../shell';

export interface NetworkOutletContext {
  shell: NetworkShellPresenter;
  /** Turns a network-relative path ('/subscribe') into an app path ('/slug/subscribe'). */
  pathTo(path: string): string;
}

export function useNetwork(): NetworkOutletContext {
  return useOutletContext<NetworkOutletContext>();
}

/**
 * Every page of a network names itself so tabs, history and bookmarks read well: "Page · Network", or the
 * network's name alone (its home). Called from an observer, it follows the language and the network's name.
 */
export function usePageTitle(page: string | null): void {
  const network = useNetwork().shell.network?.name ?? '';
  useDocumentTitle(page ? `${page} · ${network}` : network);
}

export function basePathOf(slug: string, fixedSlug: string | undefined): string {
  return fixedSlug ? '' : `/${slug}`;
}

export function joinPath(base: string, path: string): string {
  if (path === '/' || path === '') return base || '/';
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
