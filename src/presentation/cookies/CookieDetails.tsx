import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { cookiesOf } from '../../domain/cookies/CookieCatalogue';
import { CookieTable } from './CookieTable';
import { cookieCatalogueText } from './cookieCatalogueText';
import type { CookieConsentPresenter, CookieDetailsTab } from './CookieConsentPresenter';
import { useI18n } from '../kit/Resolver';

const TABS: CookieDetailsTab[] = ['usedCookies', 'howCookiesWork'];

/**
 * The popup's details (spec §4): the categories with their switches and cookies, and how cookies
 * work. Built with MUI, so a lazy chunk of its own: the popup itself paints with the first-paint CSS.
 */
const CookieDetails = observer(function CookieDetails({ popup }: { popup: CookieConsentPresenter }) {
  const i18n = useI18n();
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
                <CookieTable cookies={cookiesOf(category.id)} withCategory={false} />
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

export default CookieDetails;
