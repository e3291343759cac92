import { startTransition, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { observer } from 'mobx-react-lite';
import type { AuthCover } from '../../domain/network/NetworkCustomization';
import type { AuthStep } from '../../domain/auth/AuthFlow';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { MOBILE_MAX_WIDTH } from '../theme/tokens';
import { lazyThemed } from '../theme/lazyThemed';
import { LoadingPanel } from '../widgets/LoadingPanel';
import { ModalFrame } from '../widgets/ModalFrame';
import { RetryBoundary } from '../widgets/RetryBoundary';
import { AUTH_MODAL_REQUESTED, AUTH_MODAL_SHOWN, type AuthDialogRequest } from './AuthController';
import type { AuthModalPresenter } from './presenters/AuthModalPresenter';
import { CtaStep } from './steps/CtaStep';
import { CustomSsoStep } from './steps/CustomSsoStep';

/** The steps with fields, and the dialogs over the modal: MUI, loaded when needed or on the first sign of use. */
const loadMuiParts = () => ({ Steps: lazyThemed(() => import('./steps/MuiSteps')), SideDialogs: lazyThemed(() => import('./steps/SideDialogs')) });
/** The page's one copy, so a later opening finds them loaded; made again after a failed download (React.lazy keeps a failure for good). */
let muiParts = loadMuiParts();

/** The steps drawn with the first-paint CSS: the first step of most networks, so an auth page opens without MUI. */
const PLAIN_STEPS: readonly AuthStep[] = ['cta', 'custom_sso'];

const DESKTOP_QUERY = `(min-width:${MOBILE_MAX_WIDTH + 1}px)`;
const watchDesktop = (changed: () => void) => {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches;

/**
 * The authentication modal (spec §2): a lazy chunk, mounted by AuthDialogHost while a request is open. Its frame
 * and first steps are drawn with the first-paint CSS (ModalFrame): on the auth pages it opens as the page loads,
 * and MUI's loading and first styles were the longest tasks of that page. The steps with fields come with MUI,
 * loaded as soon as the person starts using the modal (a pointer or a key in it), or at once when the modal opens
 * on one of them.
 */
const AuthDialog = observer(function AuthDialog({ request, pathTo }: { request: AuthDialogRequest; pathTo: (path: string) => string }) {
  const i18n = useI18n();
  // One presenter per opening: AuthDialogHost keys this component by the request's generation.
  const modal = usePresenter(PRESENTERS.AuthModal, request);
  const desktop = useSyncExternalStore(watchDesktop, isDesktop);
  // The frame is committed first and the step in a second commit: two shorter tasks instead of one long one.
  const [stepShown, setStepShown] = useState(false);
  useEffect(() => {
    // The end of 'visible in < 100 ms after the click': the dialog is in the page.
    if (performance.getEntriesByName?.(AUTH_MODAL_REQUESTED).length) performance.measure?.(AUTH_MODAL_SHOWN, AUTH_MODAL_REQUESTED);
    startTransition(() => setStepShown(true));
  }, []);
  const plainStep = PLAIN_STEPS.includes(modal.flow.step);
  const sideDialogsWanted = modal.forgotPasswordOpen || modal.conflict !== null;
  // Once shown, the side dialogs stay mounted: they close with their own animation.
  const [sideDialogsShown, setSideDialogsShown] = useState(sideDialogsWanted);
  if (sideDialogsWanted && !sideDialogsShown) setSideDialogsShown(true);
  const [mui, setMui] = useState(() => muiParts);
  const retryMui = () => {
    if (mui === muiParts) muiParts = loadMuiParts();
    setMui(muiParts);
  };
  const aboutToUse = () => void Promise.all([mui.Steps.preload(), mui.SideDialogs.preload()]).catch(() => undefined);
  useEffect(() => {
    if (!plainStep) void mui.Steps.preload().catch(() => undefined);
  }, [plainStep, mui]);
  const width = modal.width(desktop);
  const cover = desktop ? modal.cover : null;

  return (
    <>
      {modal.flow.open && (
        <ModalFrame
          labelledBy="auth-dialog-title"
          onClose={modal.closable ? modal.closeRequested : undefined}
          fullScreen={width === 'full'}
          width={width === 'full' ? undefined : width}
          paperProps={{ 'data-step': modal.flow.step, onPointerDown: aboutToUse, onPointerOver: aboutToUse, onKeyDown: aboutToUse }}
        >
          <div className="auth-dialog">
            {cover && <Cover cover={cover} muted={modal.coverMuted} onMuteToggled={modal.coverMuteToggled} />}
            <div className="auth-dialog__main">
              <div className="auth-dialog__bar">
                {modal.canGoBack && (
                  <button type="button" className="btn btn--small" onClick={modal.backClicked}>
                    ← {i18n.t('auth.back')}
                  </button>
                )}
                <span className="auth-dialog__bar-end" />
                {modal.closable && (
                  <button type="button" className="btn btn--small" onClick={modal.closeRequested} aria-label={i18n.t('auth.close')}>
                    ✕
                  </button>
                )}
              </div>
              <h2 id="auth-dialog-title" className="auth-dialog__title">
                {modal.header}
              </h2>
              <div className="auth-dialog__content">
                {stepShown &&
                  (plainStep ? (
                    <PlainStep modal={modal} pathTo={pathTo} />
                  ) : (
                    <RetryBoundary onRetry={retryMui} failed={(retry) => <LoadFailed message={i18n.t('error.network')} retryLabel={i18n.t('common.retry')} onRetry={retry} />}>
                      <Suspense fallback={<LoadingPanel label={i18n.t('common.loading')} />}>
                        <mui.Steps modal={modal} pathTo={pathTo} />
                      </Suspense>
                    </RetryBoundary>
                  ))}
              </div>
              {stepShown && modal.modeSwitch && (
                <div className="auth-dialog__switch">
                  <button type="button" className="link-button" onClick={() => modal.modeSwitch && modal.modeSwitched(modal.modeSwitch.mode)}>
                    {modal.modeSwitch.label}
                  </button>
                </div>
              )}
            </div>
          </div>
        </ModalFrame>
      )}
      {sideDialogsShown && (
        // A side dialog that cannot load leaves the modal as it was: the link that opened it tries again.
        <RetryBoundary onRetry={retryMui} failed={() => null}>
          <Suspense fallback={null}>
            <mui.SideDialogs modal={modal} />
          </Suspense>
        </RetryBoundary>
      )}
    </>
  );
});

const PlainStep = observer(function PlainStep({ modal, pathTo }: { modal: AuthModalPresenter; pathTo: (path: string) => string }) {
  return modal.flow.step === 'custom_sso' ? <CustomSsoStep modal={modal} pathTo={pathTo} /> : <CtaStep modal={modal} pathTo={pathTo} />;
});

function LoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className="auth-stack" role="alert">
      <p className="auth-note">{message}</p>
      <button type="button" className="btn btn--outlined" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/** Spec §2: the network's cover image or video beside the form on desktop, with a mute toggle for video. */
function Cover({ cover, muted, onMuteToggled }: { cover: AuthCover; muted: boolean; onMuteToggled: () => void }) {
  const i18n = useI18n();
  return (
    <div className="auth-dialog__cover">
      {cover.mediaType === 'video' ? (
        <>
          <video src={cover.url} poster={cover.thumbnails.large} autoPlay loop muted={muted} playsInline />
          <button type="button" className="btn btn--small btn--contained auth-dialog__mute" onClick={onMuteToggled} aria-pressed={!muted}>
            {muted ? i18n.t('auth.cover.unmute') : i18n.t('auth.cover.mute')}
          </button>
        </>
      ) : (
        <img src={cover.url} alt="" />
      )}
    </div>
  );
}

export default AuthDialog;
