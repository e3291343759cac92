import { observer } from 'mobx-react-lite';
import type { I18n } from '../i18n/I18n';

/** 'Cookie settings' in the footer: reopens the cookie popup to change the choice (spec §4). */
export const CookieSettingsLink = observer(function CookieSettingsLink({ i18n, onClick }: { i18n: I18n; onClick: () => void }) {
  // A button, not a link: it opens the popup rather than going anywhere.
  return (
    <button type="button" className="link-button" onClick={onClick}>
      {i18n.t('footer.cookieSettings')}
    </button>
  );
});
