import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import type { I18n } from '../i18n/I18n';

/** 'Cookie settings' in the footer: reopens the cookie popup to change the choice (spec §4). */
export const CookieSettingsLink = observer(function CookieSettingsLink({ i18n, onClick }: { i18n: I18n; onClick: () => void }) {
  return (
    // A button, not a link: it opens the popup rather than going anywhere (Button is on the first load already).
    <Button size="small" onClick={onClick} sx={{ textTransform: 'none', textDecoration: 'underline' }}>
      {i18n.t('footer.cookieSettings')}
    </Button>
  );
});
