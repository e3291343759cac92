import type { Session } from '../application/session/Session';
import type { AppConfig } from './config';

/** The path prefix of the network visited: none on a host of its own (VITE_HOST_SLUGS), else `/<slug>`. */
export function networkBasePath(config: Pick<AppConfig, 'hostSlug'>, session: Pick<Session, 'network'>): () => string {
  return () => (config.hostSlug || !session.network ? '' : `/${session.network.slug}`);
}
