import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { NETWORK_PATHS, SSO_CALLBACK_PROVIDERS, ssoCallbackPath } from '../../domain/navigation/NetworkPaths';
import type { SsoProvider } from '../../domain/auth/Tokens';
import { useService } from './Resolver';
import { PRESENTATION } from '../tokens';
import type { I18n } from '../i18n/I18n';
import { Route, Routes } from 'react-router-dom';
import { NetworkShell } from '../shell/NetworkShell';
import { NetworkHomePage } from '../home/NetworkHomePage';
import { PageNotFound } from '../shell/PageNotFound';
import { LoadingPanel } from '../common/LoadingPanel';

const SubscribePage = lazy(() => import('../access/AccessPages').then((m) => ({ default: m.SubscribePage })));
const PaywallPage = lazy(() => import('../access/AccessPages').then((m) => ({ default: m.PaywallPage })));
const TermsPage = lazy(() => import('../pages/PolicyPages').then((m) => ({ default: m.TermsPage })));
const PrivacyPolicyPage = lazy(() => import('../pages/PolicyPages').then((m) => ({ default: m.PrivacyPolicyPage })));
const CodeOfConductPage = lazy(() => import('../pages/PolicyPages').then((m) => ({ default: m.CodeOfConductPage })));
const CookiePolicyPage = lazy(() => import('../pages/PolicyPages').then((m) => ({ default: m.CookiePolicyPage })));
const LoginPage = lazy(() => import('../auth/AuthPages').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../auth/AuthPages').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() => import('../auth/AuthPages').then((m) => ({ default: m.ForgotPasswordPage })));

/**
 * Pages whose part of the composition root is a lazy module, bound before they render (the landing
 * page; SSO callbacks and e-mail verification need the auth module). The Suspense boundary sits inside,
 * so the lazy page survives the suspension.
 */
function WithModule<Props extends object>({ module, load, props }: { module: symbol; load: () => Promise<{ default: ComponentType<Props> }>; props: Props }) {
  const loadModule = useService<() => Promise<void>>(module);
  const [Page] = useState(() => lazy(() => Promise.all([load(), loadModule()]).then(([page]) => page)));
  return (
    <Lazy>
      <Page {...props} />
    </Lazy>
  );
}

const introPage = () => import('../pages/IntroPage').then((m) => ({ default: m.IntroPage }));
const deleteMyAccountPage = () => import('../pages/DeleteMyAccountPage').then((m) => ({ default: m.DeleteMyAccountPage }));
const notificationPreferencesPage = () => import('../pages/NotificationPreferencesPage').then((m) => ({ default: m.NotificationPreferencesPage }));
const landingPage = () => import('../landing/LandingPage').then((m) => ({ default: m.LandingPage }));
const ssoCallbackPage = () => import('../auth/SsoCallbackPage');
const verifyEmailPage = () => import('../auth/VerifyEmailPages').then((m) => ({ default: m.VerifyEmailPage }));
const verifyLinkPage = () => import('../auth/VerifyEmailPages').then((m) => ({ default: m.VerifyLinkPage }));

function Lazy({ children }: { children: ReactNode }) {
  const i18n = useService<I18n>(PRESENTATION.I18n);
  return <Suspense fallback={<LoadingPanel label={i18n.t('common.loading')} />}>{children}</Suspense>;
}

/** A route under the network's own route takes its path from the table without the leading '/'. */
function child(networkPath: string): string {
  return networkPath.replace(/^\//, '');
}

/** The pages of a network (spec §2). The home is part of the first load; other pages are lazy. */
function networkPages(): ReactNode {
  return (
    <>
      <Route index element={<NetworkHomePage />} />
      <Route path={child(NETWORK_PATHS.subscribe)} element={<Lazy><SubscribePage /></Lazy>} />
      <Route path={child(NETWORK_PATHS.paywall)} element={<Lazy><PaywallPage /></Lazy>} />
      <Route path={child(NETWORK_PATHS.intro)} element={<WithModule module={PRESENTATION.LoadPagesModule} load={introPage} props={{}} />} />
      <Route path={child(NETWORK_PATHS.terms)} element={<Lazy><TermsPage /></Lazy>} />
      <Route path={child(NETWORK_PATHS.termsPrivacyPolicy)} element={<Lazy><PrivacyPolicyPage /></Lazy>} />
      <Route path={child(NETWORK_PATHS.termsCodeOfConduct)} element={<Lazy><CodeOfConductPage /></Lazy>} />
      <Route path={child(NETWORK_PATHS.termsCookiePolicy)} element={<Lazy><CookiePolicyPage /></Lazy>} />
      <Route path={child(NETWORK_PATHS.privacyPolicy)} element={<Lazy><PrivacyPolicyPage /></Lazy>} />
      <Route path={child(NETWORK_PATHS.codeOfConduct)} element={<Lazy><CodeOfConductPage /></Lazy>} />
      <Route path={child(NETWORK_PATHS.cookiePolicy)} element={<Lazy><CookiePolicyPage /></Lazy>} />
      <Route path={child(NETWORK_PATHS.deleteMyAccount)} element={<WithModule module={PRESENTATION.LoadPagesModule} load={deleteMyAccountPage} props={{}} />} />
      <Route path={child(NETWORK_PATHS.notificationPreferences)} element={<WithModule module={PRESENTATION.LoadPagesModule} load={notificationPreferencesPage} props={{}} />} />
      <Route path={child(NETWORK_PATHS.login)} element={<Lazy><LoginPage /></Lazy>} />
      <Route path={child(NETWORK_PATHS.register)} element={<Lazy><RegisterPage /></Lazy>} />
      <Route path={child(NETWORK_PATHS.forgotPassword)} element={<Lazy><ForgotPasswordPage /></Lazy>} />
      {SSO_CALLBACK_PROVIDERS.map((provider) => (
        <Route key={provider} path={child(ssoCallbackPath(provider))} element={<WithModule module={PRESENTATION.LoadAuthModule} load={ssoCallbackPage} props={{ provider }} />} />
      ))}
      <Route path={child(NETWORK_PATHS.customSso)} element={<WithModule module={PRESENTATION.LoadAuthModule} load={ssoCallbackPage} props={{ provider: 'custom-sso' as SsoProvider }} />} />
      <Route path={child(NETWORK_PATHS.verifyEmail)} element={<WithModule module={PRESENTATION.LoadAuthModule} load={verifyEmailPage} props={{}} />} />
      <Route path={child(NETWORK_PATHS.verify)} element={<WithModule module={PRESENTATION.LoadAuthModule} load={verifyLinkPage} props={{}} />} />
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
      <Route path="/" element={<WithModule module={PRESENTATION.LoadLandingModule} load={landingPage} props={{}} />} />
      <Route path="/:slug" element={<NetworkShell />}>
        {networkPages()}
      </Route>
    </Routes>
  );
}
