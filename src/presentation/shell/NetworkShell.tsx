import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, Outlet, useLocation, useParams } from 'react-router-dom';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { CenteredMessage } from '../widgets/CenteredMessage';
import { LoadingPanel } from '../widgets/LoadingPanel';
import { FirstPaint } from '../widgets/FirstPaint';
import { NetworkNotFound } from './NetworkNotFound';
import { NetworkHeader } from './NetworkHeader';
import { AuthDialogHost } from '../auth';
import { loadProfileFlowHost } from '../profile';
import { CookieConsentHost, CookieSettingsLink } from '../cookies';
import { basePathOf, joinPath, type NetworkOutletContext } from '../kit/NetworkContext';

/** The after-login dialogs' host: like the account menu, a chunk that comes with the visit's first member. */
const ProfileFlowHost = lazy(() => loadProfileFlowHost().then((module) => ({ default: module.ProfileFlowHost })));

export const NetworkShell = observer(function NetworkShell({ fixedSlug }: { fixedSlug?: string }) {
  const shell = usePresenter(PRESENTERS.NetworkShell);
  const i18n = useI18n();
  const cookieConsent = usePresenter(PRESENTERS.CookieConsentController);
  const params = useParams();
  const location = useLocation();
  const slug = fixedSlug ?? params.slug ?? '';
  const base = basePathOf(slug, fixedSlug);

  useEffect(() => {
    void shell.networkRequested(slug);
  }, [shell, slug]);
  useEffect(() => {
    const relative = location.pathname.slice(base.length) || '/';
    shell.locationChanged(`${relative}${location.search}`);
  }, [shell, base, location.pathname, location.search, shell.status]);

  const context = useMemo<NetworkOutletContext>(() => ({ shell, pathTo: (path) => joinPath(base, path) }), [shell, base]);
  // The page that replaces the first-paint frame is rendered from a deferred copy, as a transition, in
  // slices: an observer renders a MobX change synchronously (useSyncExternalStore), which made the whole
  // page one long task.
  const status = useDeferredValue(shell.status);
  const network = useDeferredValue(shell.network);

  if (status === 'notFound') return <NetworkNotFound slug={slug} toLanding={!fixedSlug} />;
  if (status === 'failed') {
    return (
      <CenteredMessage title={i18n.t('error.title')} body={shell.failureMessage} role="alert">
        <button type="button" className="btn btn--contained" onClick={shell.retryClicked}>
          {i18n.t('common.retry')}
        </button>
      </CenteredMessage>
    );
  }
  // The frame index.html painted before any JavaScript, until the network's customization is here.
  if (status === 'loading' || !network) return <FirstPaint label={i18n.t('common.loading')} />;
  return (
    <div className="frame">
      <NetworkHeader shell={shell} pathTo={context.pathTo} />
      {shell.redirecting ? <LoadingPanel label={i18n.t('common.loading')} /> : <Outlet context={context} />}
      <AuthDialogHost pathTo={context.pathTo} />
      {shell.isSignedIn && (
        <Suspense fallback={null}>
          <ProfileFlowHost />
        </Suspense>
      )}
      <CookieConsentHost policyPath={context.pathTo(NETWORK_PATHS.cookiePolicy)} />
      <footer className="site-footer">
        <nav aria-label={i18n.t('footer.network', { name: network.name })}>
          <RouterLink className="link-button" to={context.pathTo(NETWORK_PATHS.surveys)}>
            {i18n.t('nav.surveys')}
          </RouterLink>
          <RouterLink className="link-button" to={context.pathTo(NETWORK_PATHS.coupons)}>
            {i18n.t('nav.coupons')}
          </RouterLink>
          {network.features.chat && (
            <RouterLink className="link-button" to={context.pathTo(NETWORK_PATHS.chat)}>
              {i18n.t('nav.chat')}
            </RouterLink>
          )}
        </nav>
        <CookieSettingsLink onClick={cookieConsent.settingsClicked} />
      </footer>
    </div>
  );
});
