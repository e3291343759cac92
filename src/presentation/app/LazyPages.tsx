import { useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { SsoProvider } from '../../domain/auth/Tokens';
import { NETWORK_PATHS, SSO_CALLBACK_PROVIDERS, ssoCallbackPath } from '../../domain/navigation/NetworkPaths';
import { Waiting } from '../widgets/Waiting';
import { PageNotFound } from '../widgets/PageNotFound';
import { lazyThemed } from '../theme/lazyThemed';
import { PRESENTATION } from '../tokens';
import { useModuleLoader, type ModuleLoader } from '../kit/Resolver';
import { child } from './routePaths';

// One import() per chunk, shared by the pages it holds.
const subscriptionPages = () => import('../subscription/SubscriptionPages');
const policyPages = () => import('../pages/PolicyPages');
const verifyEmailPages = () => import('../auth/VerifyEmailPages');
const contentPages = () => import('./ContentPages');
const chatPage = () => import('../chat/ChatPages');
const surveyPages = () => import('../surveys/SurveyPages');
const managePages = () => import('../manage/ManagePages');
const searchPage = () => import('../search/SearchPage');


type PageLoader<Props> = () => Promise<{ default: ComponentType<Props> }>;

/**
 * The lazy page of each page loader, with the module loader (one per container) it loads with: made
 * once, so a page seen before shows at once when its route mounts again, without a loading flash.
 */
const lazyPages = new Map<unknown, readonly [ModuleLoader, ComponentType<never>]>();

/**
 * Pages whose part of the composition root is a lazy module, bound before they render: it registers
 * their messages and binds their presenters (the landing page; the network's own pages; SSO callbacks
 * and e-mail verification need the auth module). The Suspense boundary sits inside, so the lazy page
 * survives the suspension. Each route gives it its own key: the router keeps an element of the same
 * type from one route to the next, and with it the page it chose.
 */
function WithModule<Props extends object>({ module, load, props }: { module: symbol; load: PageLoader<Props>; props: Props }) {
  const loadModule = useModuleLoader(module);
  const [Page] = useState(() => {
    let page = lazyPages.get(load);
    if (page?.[0] !== loadModule) lazyPages.set(load, (page = [loadModule, lazyThemed(() => Promise.all([load(), loadModule()]).then(([loaded]) => loaded))]));
    return page[1] as ComponentType<Props>;
  });
  return (
    <Waiting>
      <Page {...props} />
    </Waiting>
  );
}

const subscribePage = () => subscriptionPages().then((m) => ({ default: m.SubscribePage }));
const paywallPage = () => subscriptionPages().then((m) => ({ default: m.PaywallPage }));
const manageSubscriptionPage = () => subscriptionPages().then((m) => ({ default: m.ManageSubscriptionPage }));
const termsPage = () => policyPages().then((m) => ({ default: m.TermsPage }));
const privacyPolicyPage = () => policyPages().then((m) => ({ default: m.PrivacyPolicyPage }));
const codeOfConductPage = () => policyPages().then((m) => ({ default: m.CodeOfConductPage }));
const cookiePolicyPage = () => policyPages().then((m) => ({ default: m.CookiePolicyPage }));
const introPage = () => import('../pages/IntroPage').then((m) => ({ default: m.IntroPage }));
const deleteMyAccountPage = () => import('../pages/DeleteMyAccountPage').then((m) => ({ default: m.DeleteMyAccountPage }));
const notificationPreferencesPage = () => import('../pages/NotificationPreferencesPage').then((m) => ({ default: m.NotificationPreferencesPage }));
const contentPage = () => contentPages().then((m) => ({ default: m.ContentRoute }));
const settingsPage = () => contentPages().then((m) => ({ default: m.SettingsPage }));
const notificationsPage = () => contentPages().then((m) => ({ default: m.NotificationsPage }));
const couponsPage = () => import('../coupons/CouponsPage').then((m) => ({ default: m.CouponsPage }));
const surveysPage = () => surveyPages().then((m) => ({ default: m.SurveysPage }));
const surveyPage = () => surveyPages().then((m) => ({ default: m.SurveyRoute }));
const manageHomePage = () => managePages().then((m) => ({ default: m.ManageHomeRoute }));
const manageSectionPage = () => managePages().then((m) => ({ default: m.ManageSectionRoute }));
const landingPage = () => import('../landing/LandingPage').then((m) => ({ default: m.LandingPage }));
const ssoCallbackPage = () => import('../auth/SsoCallbackPage');
const verifyEmailPage = () => verifyEmailPages().then((m) => ({ default: m.VerifyEmailPage }));
const verifyLinkPage = () => verifyEmailPages().then((m) => ({ default: m.VerifyLinkPage }));

/**
 * The network's own lazy pages and the module of the composition root each loads with, which registers their
 * messages and binds their presenters: the pages module, and for the paid pages the subscription module (with
 * the card gateway).
 */
const MODULE_ROUTES: readonly (readonly [path: string, load: PageLoader<object>, module: symbol])[] = [
  [NETWORK_PATHS.subscribe, subscribePage, PRESENTATION.LoadSubscriptionModule],
  [NETWORK_PATHS.paywall, paywallPage, PRESENTATION.LoadSubscriptionModule],
  [NETWORK_PATHS.settingsSubscription, manageSubscriptionPage, PRESENTATION.LoadSubscriptionModule],
  [NETWORK_PATHS.content, contentPage, PRESENTATION.LoadContentModule],
  [NETWORK_PATHS.settings, settingsPage, PRESENTATION.LoadContentModule],
  [NETWORK_PATHS.notifications, notificationsPage, PRESENTATION.LoadContentModule],
  [NETWORK_PATHS.search, searchPage, PRESENTATION.LoadSearchModule],
  [NETWORK_PATHS.surveys, surveysPage, PRESENTATION.LoadSurveysModule],
  [NETWORK_PATHS.coupons, couponsPage, PRESENTATION.LoadCouponsModule],
  [NETWORK_PATHS.survey, surveyPage, PRESENTATION.LoadSurveysModule],
  [NETWORK_PATHS.manage, manageHomePage, PRESENTATION.LoadManageModule],
  [NETWORK_PATHS.manageSection, manageSectionPage, PRESENTATION.LoadManageModule],
  [NETWORK_PATHS.intro, introPage, PRESENTATION.LoadPagesModule],
  [NETWORK_PATHS.terms, termsPage, PRESENTATION.LoadPagesModule],
  [NETWORK_PATHS.termsPrivacyPolicy, privacyPolicyPage, PRESENTATION.LoadPagesModule],
  [NETWORK_PATHS.termsCodeOfConduct, codeOfConductPage, PRESENTATION.LoadPagesModule],
  [NETWORK_PATHS.termsCookiePolicy, cookiePolicyPage, PRESENTATION.LoadPagesModule],
  [NETWORK_PATHS.privacyPolicy, privacyPolicyPage, PRESENTATION.LoadPagesModule],
  [NETWORK_PATHS.codeOfConduct, codeOfConductPage, PRESENTATION.LoadPagesModule],
  [NETWORK_PATHS.cookiePolicy, cookiePolicyPage, PRESENTATION.LoadPagesModule],
  [NETWORK_PATHS.deleteMyAccount, deleteMyAccountPage, PRESENTATION.LoadPagesModule],
  [NETWORK_PATHS.notificationPreferences, notificationPreferencesPage, PRESENTATION.LoadPagesModule],
];

/**
 * The network's pages other than the home and the sign-in pages (routes.tsx), under the network's route: each
 * with the module of the composition root it needs. An unknown path is the not-found page.
 */
export default function OtherNetworkPages() {
  return (
    <Routes>
      {MODULE_ROUTES.map(([path, load, module]) => (
        <Route key={path} path={child(path)} element={<WithModule key={path} module={module} load={load} props={{}} />} />
      ))}
      {SSO_CALLBACK_PROVIDERS.map((provider) => (
        <Route key={provider} path={child(ssoCallbackPath(provider))} element={<WithModule key={provider} module={PRESENTATION.LoadAuthModule} load={ssoCallbackPage} props={{ provider }} />} />
      ))}
      {/* The list and a conversation are one page (one key): moving between them keeps the list as it is. */}
      {[NETWORK_PATHS.chat, NETWORK_PATHS.chatConversation].map((path) => (
        <Route key={path} path={child(path)} element={<WithModule key="chat" module={PRESENTATION.LoadChatModule} load={chatPage} props={{}} />} />
      ))}
      <Route path={child(NETWORK_PATHS.customSso)} element={<WithModule key="custom-sso" module={PRESENTATION.LoadAuthModule} load={ssoCallbackPage} props={{ provider: 'custom-sso' as SsoProvider }} />} />
      <Route path={child(NETWORK_PATHS.verifyEmail)} element={<WithModule key="verify-email" module={PRESENTATION.LoadAuthModule} load={verifyEmailPage} props={{}} />} />
      <Route path={child(NETWORK_PATHS.verify)} element={<WithModule key="verify" module={PRESENTATION.LoadAuthModule} load={verifyLinkPage} props={{}} />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}

/** The landing page (`/`), with the landing module. */
export function LandingRoute() {
  return <WithModule module={PRESENTATION.LoadLandingModule} load={landingPage} props={{}} />;
}
