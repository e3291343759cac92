import 'reflect-metadata/lite';
import { createRoot } from 'react-dom/client';
import { lazy, startTransition, type ComponentType } from 'react';
import { readConfig } from './composition/config';
import { API_STARTED, type ApiStarted } from './composition/apiClientToken';
import { createContainer, type Overrides } from './composition/createContainer';
import { wireAppEvents } from './composition/wireAppEvents';
import { App } from './presentation/app/App';
import { PRESENTATION } from './presentation/tokens';
import { nextTask } from './presentation/kit/nextTask';
import type { I18n } from './presentation/i18n/I18n';
import { OAUTH_POPUP_CALLBACK_PATH } from './infrastructure/identity/oauthPopupPath';

async function start(): Promise<void> {
  // A social sign-in popup coming back from its provider only hands the token to its opener.
  // (Its code is a chunk of its own: no other page needs it.)
  if (window.location.pathname === OAUTH_POPUP_CALLBACK_PATH && window.opener) {
    const { completeOAuthPopup } = await import('./infrastructure/identity/oauthPopup');
    if (completeOAuthPopup(window.location, window.opener as Window, () => window.close())) return;
  }
  const config = readConfig(import.meta.env, window.location.host);
  let DemoTools: ComponentType | undefined;
  const overrides: Overrides = {};
  // Statically false in an http-mode build, so the fake back end is not even shipped there.
  const isDemoBuild = !import.meta.env.VITE_API_BASE_URL;
  if (isDemoBuild && config.profile === 'demo') {
    // The fake back end (and msw) is a lazy chunk: http-mode builds never load it.
    if (window.location.pathname.startsWith('/__demo/idp/')) return renderFakeIdentityProvider();
    // The back end starts while the app does: the app's requests wait for it (API_STARTED).
    // One after the other, they kept every demo page blank for its service worker's start too (0.3–0.6 s).
    const demo = import('./infrastructure/fake-api/browser');
    const started = demo.then(({ startDemoBackend }) => startDemoBackend(config.apiBaseUrl));
    overrides[API_STARTED] = (() => started) satisfies ApiStarted;
    DemoTools = lazy(async (): Promise<{ default: ComponentType }> => {
      try {
        const [{ loadDemoBar }, backend] = await Promise.all([demo, started]);
        return { default: await loadDemoBar(backend, () => import('./presentation/theme/Themed').then(({ Themed }) => Themed)) };
      } catch (error) {
        // Without its back end the app still answers, with its error states; the tools have nothing to drive.
        console.error('The demo back end did not start', error);
        return { default: () => null };
      }
    });
  }
  // Evaluating the app's modules is one task, building the container another, and wiring its events (the
  // first resolutions: the session and what it needs) a third: short tasks keep the page answering input
  // while it starts (a phone may spend 100 ms on each).
  await nextTask();
  const container = createContainer(config, overrides);
  await nextTask();
  wireAppEvents(container);
  // Render in the remembered language straight away (its strings are a lazy chunk).
  await container.get<I18n>(PRESENTATION.I18n).ready;

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread: the frame index.html painted stays on screen meanwhile.
  startTransition(() => createRoot(root).render(<App resolver={container} hostSlug={config.hostSlug} DemoTools={DemoTools} />));
}

/** Demo mode's fake identity provider page (a lazy chunk, like the rest of the fake back end). */
async function renderFakeIdentityProvider(): Promise<void> {
  const [{ FakeIdentityProviderPage }, { Themed }] = await Promise.all([import('./infrastructure/fake-api/identity/FakeIdentityProviderPage'), import('./presentation/theme/Themed')]);
  const root = document.getElementById('root');
  // A popup of its own: no demo tools bar, so no band left for it (index.html leaves one on every demo page).
  document.documentElement.style.setProperty('--app-inset-top', '0px');
  if (root) {
    createRoot(root).render(
      <Themed>
        <FakeIdentityProviderPage />
      </Themed>,
    );
  }
}

void start();
