import { observer } from 'mobx-react-lite';
import { useI18n } from '../kit/Resolver';

/** 'Cookie settings' in the footer: reopens the cookie popup to change the choice (spec §4). */
export const CookieSettingsLink = observer(function CookieSettingsLink({ onClick }: { onClick: () => void }) {
  const i18n = useI18n();
  // A button, not a link: it opens the popup rather than going anywhere.
  return (
    <button type="button" className="link-button" onClick={onClick}>
      {i18n.t('footer.cookieSettings')}
    </button>
  );
});
