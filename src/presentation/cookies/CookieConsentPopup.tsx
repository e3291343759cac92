import { Suspense, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { lazyThemed } from '../theme/lazyThemed';

const CookieDetails = lazyThemed(() => import('./CookieDetails'));

/**
 * The cookie popup (spec §4): a non-modal banner at the bottom of the page, so the page stays usable
 * while it asks. It shows on a first visit, while the page loads, so it is drawn with the first-paint
 * CSS (`.cookie-popup`: 620 px wide, full width at the 768 px breakpoint, in over 500 ms, spec §9)
 * and only its details bring MUI. A lazy chunk mounted by CookieConsentHost with the cookie module.
 */
const CookieConsentPopup = observer(function CookieConsentPopup({ policyPath }: { policyPath: string }) {
  const i18n = useI18n();
  const popup = usePresenter(PRESENTERS.CookieConsent);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Opened from 'Cookie settings': keyboard and screen-reader users land in it.
    if (popup.openedByVisitor) panel.current?.focus();
  }, [popup]);

  return (
    <div
      ref={panel}
      className="paper cookie-popup"
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-consent-title"
      aria-describedby="cookie-consent-body"
      tabIndex={-1}
    >
      <div className="cookie-popup__head">
        <h2 id="cookie-consent-title" className="cookie-popup__title">
          {i18n.t('cookies.title')}
        </h2>
        {/* Spec §4: closing declines the optional categories, like 'Reject optional'. */}
        <button type="button" className="btn btn--small btn--text" onClick={() => void popup.closeClicked()} aria-label={i18n.t('cookies.close')}>
          ✕
        </button>
      </div>
      <p id="cookie-consent-body" className="cookie-popup__body">
        {i18n.t('cookies.body')}
      </p>
      <div className="cookie-popup__links">
        <RouterLink to={policyPath} className="text-link">
          {i18n.t('cookies.policyLink')}
        </RouterLink>
        <button type="button" className="btn btn--small btn--text" onClick={popup.detailsToggled} aria-expanded={popup.detailsOpen} aria-controls="cookie-consent-details">
          {i18n.t(popup.detailsOpen ? 'cookies.hideDetails' : 'cookies.details')}
        </button>
      </div>
      {popup.detailsOpen && (
        <Suspense fallback={<p className="muted" role="status">{i18n.t('common.loading')}</p>}>
          <CookieDetails popup={popup} />
        </Suspense>
      )}
      <div className="cookie-popup__actions">
        <button type="button" className="btn btn--contained btn--large" onClick={() => void popup.rejectClicked()}>
          {i18n.t('cookies.rejectOptional')}
        </button>
        <button type="button" className="btn btn--contained btn--large" onClick={() => void popup.acceptSelectedClicked()}>
          {i18n.t('cookies.acceptSelected')}
        </button>
        <button type="button" className="btn btn--contained btn--large" onClick={() => void popup.acceptAllClicked()}>
          {i18n.t('cookies.acceptAll')}
        </button>
      </div>
    </div>
  );
});

export default CookieConsentPopup;
