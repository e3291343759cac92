import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Overrides } from '../../../src/composition/createContainer';
import type { Membership } from '../../../src/domain/membership/Membership';
import type { NetworkCustomization } from '../../../src/domain/network/NetworkCustomization';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import { NetworkShell } from '../../../src/presentation/shell/NetworkShell';
import { PRESENTATION } from '../../../src/presentation/tokens';
import type { I18n } from '../../../src/presentation/i18n/I18n';
import type { AuthController } from '../../../src/presentation/auth/AuthController';
import { CodeOfConductPage, CookiePolicyPage, PrivacyPolicyPage, TermsPage } from '../../../src/presentation/pages/PolicyPages';
import { IntroPage } from '../../../src/presentation/pages/IntroPage';
import { DeleteMyAccountPage } from '../../../src/presentation/pages/DeleteMyAccountPage';
import { NotificationPreferencesPage } from '../../../src/presentation/pages/NotificationPreferencesPage';
import { memoryApp } from '../memoryApp';
import { bindPagesModule } from '../../../src/composition/pagesModule';

/** The pages' routes as routes.tsx mounts them (there lazily), under the real network shell. */
export function pageRoutes() {
  return (
    <>
      <Route path="intro" element={<IntroPage />} />
      <Route path="terms" element={<TermsPage />} />
      <Route path="terms/privacy-policy" element={<PrivacyPolicyPage />} />
      <Route path="terms/code-of-conduct" element={<CodeOfConductPage />} />
      <Route path="terms/cookie-policy" element={<CookiePolicyPage />} />
      <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
      <Route path="code-of-conduct" element={<CodeOfConductPage />} />
      <Route path="cookie-policy" element={<CookiePolicyPage />} />
      <Route path="delete-my-account" element={<DeleteMyAccountPage />} />
      <Route path="notification-preferences" element={<NotificationPreferencesPage />} />
    </>
  );
}

/** Renders `path` (with the slug) in the memory app; a membership makes the visitor signed in. */
export function renderPage(path: string, options: { network: NetworkCustomization; membership?: Membership | null; overrides?: Overrides }) {
  const app = memoryApp({ networks: [options.network], membership: options.membership ?? null, overrides: options.overrides });
  // What the routes' lazy loader does before these pages render.
  bindPagesModule(app.container);
  if (options.membership) {
    app.session.enterNetwork(options.network);
    app.tokens.save(app.session.networkId ?? '', { accessToken: 'access', refreshToken: 'refresh' });
  }
  const view = render(
    <ResolverProvider resolver={app.container}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:slug" element={<NetworkShell />}>
            {pageRoutes()}
          </Route>
        </Routes>
      </MemoryRouter>
    </ResolverProvider>,
  );
  return { ...app, view, i18n: app.get<I18n>(PRESENTATION.I18n), auth: app.get<AuthController>(PRESENTATION.AuthController) };
}
