import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COOKIES } from '../src/application/ports/CookieJar';
import { parseHostSlugs, type ConfigSource } from '../src/composition/config';
import { NETWORK_PATHS } from '../src/domain/navigation/NetworkPaths';
import { REFRESH_TOKEN_KEY_PREFIX } from '../src/infrastructure/storage/PersistentTokenStore';
import { FIRST_SCREEN_ITEMS } from '../src/presentation/content/ContentsPresenter';
import { CONTENTS_PAGE_SIZE } from '../src/presentation/content/ContentsStore';
import { LOCALES } from '../src/presentation/i18n/I18n';
import { scriptHashSource } from './scriptHash';

/** index.html's data prefetch script (see its header), exactly as it is put in the page. */
export const PREFETCH_SCRIPT = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../src/infrastructure/http/prefetchScript.js'), 'utf8');

export const PREFETCH_SCRIPT_HASH = scriptHashSource(PREFETCH_SCRIPT);

/** The network pages whose first screen is the home's contents list. */
const HOME_PAGES = [NETWORK_PATHS.home, NETWORK_PATHS.login, NETWORK_PATHS.register, NETWORK_PATHS.forgotPassword];

/**
 * The <script> element for index.html, its settings in data attributes (so its text, and its hash,
 * do not depend on the build's settings); none for a build without an API base URL (the demo build,
 * whose back end starts with the app).
 */
export function prefetchScriptElement(env: ConfigSource): string {
  const api = (env.VITE_API_BASE_URL ?? '').trim();
  if (!api) return '';
  const settings: Record<string, string> = {
    api,
    hosts: JSON.stringify(parseHostSlugs(env.VITE_HOST_SLUGS)),
    locales: LOCALES.join(' '),
    'locale-cookie': COOKIES.locale,
    'home-pages': HOME_PAGES.join(' '),
    'page-size': String(CONTENTS_PAGE_SIZE),
    'lead-cover-within': String(FIRST_SCREEN_ITEMS),
    'session-key-prefix': REFRESH_TOKEN_KEY_PREFIX,
  };
  const attributes = Object.entries(settings)
    .map(([name, value]) => ` data-${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
  return `<script${attributes}>${PREFETCH_SCRIPT}</script>`;
}
