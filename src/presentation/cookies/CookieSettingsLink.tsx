import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import { useService } from '../app/Resolver';
import { PRESENTATION } from '../tokens';
import type { I18n } from '../i18n/I18n';
import type { CookieConsentController } from './CookieConsentController';

/** 'Cookie settings' in the footer: reopens the cookie popup to change the choice (spec §4). */
export const CookieSettingsLink = observer(function CookieSettingsLink() {
  const controller = useService<CookieConsentController>(PRESENTATION.CookieConsentController);
  const i18n = useService<I18n>(PRESENTATION.I18n);
  return (
    // A button, not a link: it opens the popup rather than going anywhere (Button is on the first load already).
    <Button size="small" onClick={controller.settingsClicked} sx={{ textTransform: 'none', textDecoration: 'underline' }}>
      {i18n.t('footer.cookieSettings')}
    </Button>
  );
});
