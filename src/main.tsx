import 'reflect-metadata/lite';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import type { ComponentType } from 'react';
import { readConfig, type RuntimeProfile } from './composition/config';
import { createContainer } from './composition/createContainer';
import { wireAppEvents } from './composition/wireAppEvents';
import { NAVIGATOR } from './application/ports/Navigator';
import type { RouterNavigator } from './infrastructure/routing/RouterNavigator';
import { App } from './presentation/app/App';
import { appRoutes } from './presentation/app/routes';

/** QA can run the app on in-memory adapters without a rebuild: localStorage 'qa:profile' = 'memory'. */
function qaProfile(): RuntimeProfile | null {
  try {
    return window.localStorage.getItem('qa:profile') === 'memory' ? 'memory' : null;
  } catch {
    return null;
  }
}

async function start(): Promise<void> {
  const config = readConfig(import.meta.env, window.location.host, qaProfile());
  let DemoPanel: ComponentType | undefined;
  if (config.profile === 'demo') {
    // The fake back end (and msw) is a lazy chunk: http-mode builds never load it.
    const { startDemoBackend } = await import('./infrastructure/fake-api/browser');
    ({ DemoPanel } = await startDemoBackend(config.apiBaseUrl));
  }
  const container = createContainer(config);
  const router = createBrowserRouter(appRoutes(config.hostSlug));
  if (config.profile !== 'memory') container.get<RouterNavigator>(NAVIGATOR).attach(router);
  wireAppEvents(container);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(<App resolver={container} router={router} DemoPanel={DemoPanel} />);
}

void start();
