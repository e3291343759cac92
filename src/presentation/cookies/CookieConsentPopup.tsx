import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { cookiesOf } from '../../domain/cookies/CookieCatalogue';
import { usePresenter, useService } from '../app/Resolver';
import { PRESENTATION, PRESENTERS } from '../tokens';
import type { I18n } from '../i18n/I18n';
import { CookieTable } from '../pages/CookieTable';
import { MOBILE_MEDIA_QUERY } from '../theme/theme';
import { cookieCatalogueText } from '../pages/cookieCatalogueText';
import type { CookieConsentPresenter, CookieDetailsTab } from './CookieConsentPresenter';

/** Spec §9: 500 ms in, 620 px wide; full width at the 768 px breakpoint. */
const ANIMATION_MS = 500;
const TABS: CookieDetailsTab[] = ['usedCookies', 'howCookiesWork'];

/**
 * The cookie popup (spec §4): a non-modal banner at the bottom of the page, so the page stays usable
 * while it asks. A lazy chunk mounted by CookieConsentHost; the cookie module is loaded first.
 */
const CookieConsentPopup = observer(function CookieConsentPopup({ policyPath }: { policyPath: string }) {
  const i18n = useService<I18n>(PRESENTATION.I18n);
  const popup = usePresenter(PRESENTERS.CookieConsent);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const timeout = reducedMotion ? 0 : ANIMATION_MS;
  const paper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Opened from 'Cookie settings': keyboard and screen-reader users land in it.
    if (popup.openedByVisitor) paper.current?.focus();
  }, [popup]);

  return (
    <Slide in appear direction="up" timeout={timeout}>
      <Box sx={{ position: 'fixed', zIndex: 'snackbar', bottom: 16, left: 16, width: 620, maxWidth: 'calc(100% - 32px)', [MOBILE_MEDIA_QUERY]: { left: 0, bottom: 0, width: '100%', maxWidth: '100%' } }}>
        <Fade in appear timeout={timeout}>
          <Paper
            ref={paper}
            role="dialog"
            aria-modal="false"
            aria-labelledby="cookie-consent-title"
            aria-describedby="cookie-consent-body"
            tabIndex={-1}
            elevation={8}
            sx={{ p: 3, maxHeight: 'calc(100vh - 32px)', overflowY: 'auto', outline: 'none', [MOBILE_MEDIA_QUERY]: { borderRadius: 0, maxHeight: '85vh', p: 2 } }}
          >
            <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1 }}>
              <Typography id="cookie-consent-title" component="h2" variant="h6">
                {i18n.t('cookies.title')}
              </Typography>
              {/* Spec §4: closing declines the optional categories, like 'Reject optional'. */}
              <Button size="small" onClick={() => void popup.closeClicked()} aria-label={i18n.t('cookies.close')} sx={{ minWidth: 0 }}>
                ✕
              </Button>
            </Stack>
            <Typography id="cookie-consent-body" variant="body2">
              {i18n.t('cookies.body')}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={policyPath} variant="body2">
                {i18n.t('cookies.policyLink')}
              </Link>
              <Button size="small" onClick={popup.detailsToggled} aria-expanded={popup.detailsOpen} aria-controls="cookie-consent-details">
                {i18n.t(popup.detailsOpen ? 'cookies.hideDetails' : 'cookies.details')}
              </Button>
            </Stack>
            {popup.detailsOpen && <CookieDetails popup={popup} i18n={i18n} />}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
              <Button variant="contained" size="large" onClick={() => void popup.rejectClicked()} sx={{ flex: 1 }}>
                {i18n.t('cookies.rejectOptional')}
              </Button>
              <Button variant="contained" size="large" onClick={() => void popup.acceptSelectedClicked()} sx={{ flex: 1 }}>
                {i18n.t('cookies.acceptSelected')}
              </Button>
              <Button variant="contained" size="large" onClick={() => void popup.acceptAllClicked()} sx={{ flex: 1 }}>
                {i18n.t('cookies.acceptAll')}
              </Button>
            </Stack>
          </Paper>
        </Fade>
      </Box>
    </Slide>
  );
});

const CookieDetails = observer(function CookieDetails({ popup, i18n }: { popup: CookieConsentPresenter; i18n: I18n }) {
  return (
    <Box id="cookie-consent-details" sx={{ mt: 2 }}>
      <Tabs value={popup.tab} onChange={(_event, tab: CookieDetailsTab) => popup.tabChosen(tab)} aria-label={i18n.t('cookies.tabsLabel')} variant="fullWidth">
        {TABS.map((tab) => (
          <Tab key={tab} value={tab} label={i18n.t(`cookies.tab.${tab}`)} id={`cookie-tab-${tab}`} aria-controls={`cookie-panel-${tab}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`cookie-panel-${popup.tab}`} aria-labelledby={`cookie-tab-${popup.tab}`} sx={{ pt: 2 }}>
        {popup.tab === 'usedCookies' ? (
          <Stack spacing={2} role="group" aria-label={i18n.t('cookies.categoriesLabel')}>
            {popup.categories.map((category) => (
              <Box key={category.id} data-category={category.id}>
                <FormControlLabel
                  control={<Switch checked={category.checked} disabled={category.locked} onChange={() => popup.categoryToggled(category.id)} />}
                  label={cookieCatalogueText.categoryName(i18n, category.id)}
                />
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {category.locked ? `${i18n.t('cookieCatalogue.alwaysActive')}. ` : ''}
                  {cookieCatalogueText.categoryDescription(i18n, category.id)}
                </Typography>
                <CookieTable i18n={i18n} cookies={cookiesOf(category.id)} withCategory={false} />
              </Box>
            ))}
          </Stack>
        ) : (
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
              {i18n.t('cookieCatalogue.howTheyWork.title')}
            </Typography>
            {i18n
              .t('cookieCatalogue.howTheyWork.body')
              .split('\n\n')
              .map((paragraph) => (
                <Typography key={paragraph} variant="body2" sx={{ mb: 1 }}>
                  {paragraph}
                </Typography>
              ))}
          </Box>
        )}
      </Box>
    </Box>
  );
});

export default CookieConsentPopup;
